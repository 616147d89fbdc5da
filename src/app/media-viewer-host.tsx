import { Suspense, useCallback, useEffect, useState } from 'react';
import type { MediaRecord } from '../domain/generation';
import { preloadable, whenIdle } from '../lib/lazy';

/**
 * The viewer's host (its actions, the catalog they need, the frame picker) is only wanted once a creation opens:
 * its code loads after the screen has shown, not with it (issue 11's weight for the gallery and My Studio).
 */
const MediaViewerHost = preloadable(async () => (await import('./media-viewer-host-dialog')).MediaViewerHost);

/** For a route: `open` is the screen's onOpenMedia, `viewer` is rendered beside the screen. */
export function useMediaViewerHost() {
  const [request, setRequest] = useState<{ items: readonly MediaRecord[]; index: number } | null>(null);
  const open = useCallback((items: readonly MediaRecord[], index: number) => setRequest({ items, index }), []);
  useEffect(() => whenIdle(() => void MediaViewerHost.preload()), []);
  const viewer = request ? (
    <Suspense fallback={null}>
      <MediaViewerHost items={request.items} index={request.index} onClose={() => setRequest(null)} />
    </Suspense>
  ) : null;
  return { open, viewer };
}
