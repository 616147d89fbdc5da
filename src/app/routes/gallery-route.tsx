import { GalleryScreen } from '@/features/gallery';
import { useMediaViewerHost } from '../media-viewer-host';

/** /gallery: the workspace's creations (spec part 2 §2); a creation opens in the details viewer. */
export function GalleryRoute() {
  const { renderViewer, onMediaAction } = useMediaViewerHost();
  return <GalleryScreen renderViewer={renderViewer} onMediaAction={onMediaAction} />;
}

export { GalleryRoute as Component };
