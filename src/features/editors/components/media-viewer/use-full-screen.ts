import { useCallback, useEffect, useState } from 'react';

const ignore = () => undefined;

/**
 * The viewer's full-screen view: the picture alone over the whole window, and the whole screen where the browser
 * allows it. The document goes full screen, not the dialog, so toasts and tooltips (outside the dialog) still show;
 * where the browser refuses (no Fullscreen API on a phone, a frame without permission) the window is filled all
 * the same. Leaving the browser's full screen (its own Escape) leaves the view too.
 */
export function useFullScreen() {
  const [isFullScreen, setFullScreen] = useState(false);

  const toggle = useCallback(() => {
    const root = document.documentElement;
    // Asked within the press or key that toggles, which the browser requires.
    if (!isFullScreen && !document.fullscreenElement && root.requestFullscreen) void root.requestFullscreen().catch(ignore);
    setFullScreen(!isFullScreen);
  }, [isFullScreen]);
  const leave = useCallback(() => setFullScreen(false), []);

  useEffect(() => {
    if (!isFullScreen) return;
    const handleChange = () => {
      if (!document.fullscreenElement) setFullScreen(false);
    };
    document.addEventListener('fullscreenchange', handleChange);
    return () => {
      document.removeEventListener('fullscreenchange', handleChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(ignore);
    };
  }, [isFullScreen]);

  return { isFullScreen, toggle, leave };
}
