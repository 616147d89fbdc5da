import { useEffect, useRef } from 'react';
import { arrowStep } from './viewer-position';

export interface ViewerKeyHandlers {
  isRtl: boolean;
  isFullScreen: boolean;
  /** -1 for the previous item, 1 for the next. */
  onStep: (step: -1 | 1) => void;
  onToggleFullScreen: () => void;
  onLeaveFullScreen: () => void;
}

/** Keys a field, a video's own controls or an editable text use themselves. */
const keepsKeys = (target: EventTarget | null) =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLVideoElement ||
  (target instanceof HTMLElement && target.isContentEditable);

/**
 * The viewer's keys: the arrows step through the list (mirrored right to left), F toggles the full-screen view
 * (by its place on the keyboard too, so an Arabic layout works), and Escape leaves full screen before it closes.
 */
export function useViewerKeys(handlers: ViewerKeyHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || keepsKeys(event.target)) return;
      const { isRtl, isFullScreen, onStep, onToggleFullScreen, onLeaveFullScreen } = latest.current;
      if (event.key === 'Escape' && isFullScreen) {
        event.preventDefault();
        onLeaveFullScreen();
        return;
      }
      if (event.key.toLowerCase() === 'f' || event.code === 'KeyF') {
        event.preventDefault();
        onToggleFullScreen();
        return;
      }
      const step = arrowStep(event.key, isRtl);
      if (step === 0) return;
      event.preventDefault();
      onStep(step);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);
}
