import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';

const ToastRegion = lazy(async () => ({ default: (await import('./toast')).ToastRegion }));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * The app's ToastRegion, whose code (React Aria's toast region, landmark and buttons) loads with the first toast
 * instead of with every page. Once shown it stays mounted, so later toasts, the landmark and focus
 * handling behave exactly as with the region rendered up front.
 */
export function DeferredToastRegion() {
  const isShowing = useSyncExternalStore(subscribe, hasToasts, hasToasts);
  const [hasShown, setHasShown] = useState(isShowing);
  // Adjusting state while rendering (React's documented pattern for derived state): no extra commit, no effect.
  if (isShowing && !hasShown) setHasShown(true);
  if (!hasShown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
