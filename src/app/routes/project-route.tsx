import { RoutePlaceholder } from '../../features/shell';
import { paths } from '../../domain/paths';

/** /studio/{projectId}: one project in the studio (spec part 2). */
export function ProjectRoute() {
  return <RoutePlaceholder screen="project" backHref={paths.studio()} />;
}

export { ProjectRoute as Component };
