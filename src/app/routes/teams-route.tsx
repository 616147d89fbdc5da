import { RoutePlaceholder } from '../../features/shell';

/** /teams: the user's teams and team invitations (spec part 1 §2). */
export function TeamsRoute() {
  return <RoutePlaceholder screen="teams" />;
}

export { TeamsRoute as Component };
