import { RoutePlaceholder } from '../../features/shell';

/** /gallery: the user's generated media (spec part 2). */
export function GalleryRoute() {
  return <RoutePlaceholder screen="gallery" />;
}

export { GalleryRoute as Component };
