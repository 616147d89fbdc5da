export type { MediaStorage, StorageHousekeeping, StoredFile, StoredObject } from './media-storage';
export { createLocalStorage, type LocalStorageOptions } from './local-storage';
export { createS3Storage, type S3StorageOptions } from './s3-storage';
