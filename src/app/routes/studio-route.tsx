import { RoutePlaceholder } from '../../features/shell';

/** /studio: the user's projects (spec part 2). */
export function StudioRoute() {
  return <RoutePlaceholder screen="studio" />;
}

export { StudioRoute as Component };
