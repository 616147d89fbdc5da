import { lazy } from 'react';

/**
 * The camera dialog, whose code loads when it first opens: the upload slot's and the feature's one way to it, so
 * no static import puts it into the first load of every screen with an upload slot.
 */
export const LazyCameraCapture = lazy(async () => ({ default: (await import('./camera-capture')).CameraCapture }));
