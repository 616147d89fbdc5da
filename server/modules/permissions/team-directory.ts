export type TeamRole = 'owner' | 'admin' | 'member';

/**
 * Whether a user belongs to a team, and as what. The seam the teams issue fills: there are no teams yet, so
 * no one is a member of anything and every team workspace answers 404 (not 403: a user who may not see a
 * team must not learn that it exists). Replace `noTeamsYet` in app.ts with the teams repository.
 */
export interface TeamDirectory {
  membership(userId: string, teamId: string): Promise<{ role: TeamRole } | null>;
}

export const noTeamsYet: TeamDirectory = {
  membership: async () => null,
};
