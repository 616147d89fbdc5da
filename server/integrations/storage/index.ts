export type { MediaStorage, StoredFile } from './media-storage';
export { createLocalStorage } from './local-storage';
export { createS3Storage } from './s3-storage';
