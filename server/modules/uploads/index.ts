export { registerUploadRoutes } from './uploads.routes';
export { createUploadService } from './uploads.service';
export type { UploadService } from './uploads.service';
