import { GalleryScreen } from '../../features/gallery';
import { useMediaViewerHost } from '../media-viewer-host';

/** /gallery: the workspace's creations (spec part 2 §2); a creation opens in the details viewer. */
export function GalleryRoute() {
  const { open, viewer } = useMediaViewerHost();
  return (
    <>
      <GalleryScreen onOpenMedia={open} />
      {viewer}
    </>
  );
}

export { GalleryRoute as Component };
