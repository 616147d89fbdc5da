import type { Executor } from '../../db/database';

export type TeamRole = 'owner' | 'admin' | 'member';

/**
 * Whether a user belongs to a team, as what, and whether they may spend its pool: what every module with a
 * team workspace (projects, history, uploads, generation, the task allowance) asks. The teams module answers it;
 * anyone who is not a member gets null, and the workspace answers 404 (a stranger must not learn a team exists).
 */
export interface TeamDirectory {
  membership(userId: string, teamId: string): Promise<{ role: TeamRole; canSpend: boolean } | null>;
  /**
   * The point account a generation in the team's workspace is paid from (the team's pool): 404 when the user is
   * not a member, 403 when they may not spend it (the team bought seats and they hold none).
   */
  spendingAccount(userId: string, teamId: string, db?: Executor): Promise<string>;
}
