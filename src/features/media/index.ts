export { UploadSlot } from './components/upload-slot/upload-slot';
export type { UploadedImage, UploadSlotProps } from './components/upload-slot/upload-slot';
export { UploadDialog } from './components/upload-dialog/upload-dialog';
export type { UploadDialogProps } from './components/upload-dialog/upload-dialog';
export { LazyCameraCapture as CameraCapture } from './components/camera-capture/lazy-camera-capture';
export type { CameraCaptureProps } from './components/camera-capture/camera-capture';
