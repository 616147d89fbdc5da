import { TeamsPage } from '@/features/teams';

/** /teams: the user's teams and team invitations (spec part 1 §2). */
export function TeamsRoute() {
  return <TeamsPage />;
}

export { TeamsRoute as Component };
