import { GalleryScreen } from '../../features/gallery';

/** /gallery: the workspace's creations (spec part 2 §2). */
export function GalleryRoute() {
  return <GalleryScreen />;
}

export { GalleryRoute as Component };
