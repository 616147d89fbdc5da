export { registerUploadRoutes } from './uploads.routes';
export { createUploadService } from './uploads.service';
