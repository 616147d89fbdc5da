import { RoutePlaceholder } from '../../features/shell';
import { paths } from '../../domain/paths';

/** /teams/{teamId}: one team's detail (spec part 1 §2). */
export function TeamRoute() {
  return <RoutePlaceholder screen="team" backHref={paths.teams()} />;
}

export { TeamRoute as Component };
