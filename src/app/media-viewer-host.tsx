import { Suspense, useCallback, useEffect } from 'react';
import type { MediaRecord, MediaViewerRequest, WorkshopAction } from '@/domain/generation';
import { preloadable, whenIdle } from '@/lib/lazy';
import { useMediaAction } from './use-media-action';

/**
 * The viewer's host (its actions, the catalog they need) is only wanted once a creation opens: its code loads after
 * the screen has shown, not with it, so the gallery's and My Studio's first load stays light.
 */
const MediaViewerHost = preloadable(async () => (await import('./media-viewer-host-dialog')).MediaViewerHost);

const renderViewer = (request: MediaViewerRequest) => (
  <Suspense fallback={null}>
    <MediaViewerHost {...request} />
  </Suspense>
);

/** For a route: the screen's details viewer, and its context menus' Remix and tools. */
export function useMediaViewerHost() {
  useEffect(() => whenIdle(() => void MediaViewerHost.preload()), []);
  const runAction = useMediaAction();
  const onMediaAction = useCallback(
    (action: WorkshopAction, media: MediaRecord) => void runAction(action, media, { replace: false }),
    [runAction],
  );
  return { renderViewer, onMediaAction };
}
