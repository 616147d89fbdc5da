import { useEffect, useState } from 'react';

export type LoadedImage =
  { status: 'loading' } | { status: 'ready'; element: HTMLImageElement; width: number; height: number } | { status: 'error' };

/** Loads an image to learn its own size before an editor draws on it. */
export function useLoadedImage(url: string | null): LoadedImage {
  const [loaded, setLoaded] = useState<{ url: string | null; image: LoadedImage }>({ url, image: { status: 'loading' } });
  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    const element = new Image();
    // Masks and frames are read back from canvases, which a cross-origin image without CORS would taint.
    element.crossOrigin = 'anonymous';
    element.addEventListener('load', () => {
      if (!isCurrent) return;
      const { naturalWidth: width, naturalHeight: height } = element;
      setLoaded({ url, image: width > 0 && height > 0 ? { status: 'ready', element, width, height } : { status: 'error' } });
    });
    element.addEventListener('error', () => isCurrent && setLoaded({ url, image: { status: 'error' } }));
    element.src = url;
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return loaded.url === url ? loaded.image : { status: 'loading' };
}
