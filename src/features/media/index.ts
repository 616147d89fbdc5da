export { UploadSlot } from './components/upload-slot/upload-slot';
export type { UploadedImage, UploadSlotProps } from './components/upload-slot/upload-slot';
