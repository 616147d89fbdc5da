import type { Executor } from '../../db/database';

export type TeamRole = 'owner' | 'admin' | 'member';

/**
 * Whether a user belongs to a team, as what, and whether they may spend its pool: what every module with a
 * team workspace (projects, history, uploads, generation, the task allowance) asks. The teams module answers it;
 * anyone who is not a member gets null, and the workspace answers 404 (a stranger must not learn a team exists).
 */
export interface TeamDirectory {
  /**
   * The user's role in the team and whether they may spend its pool; null when they do not belong. Inside a
   * transaction pass it as `db`: the embedded database answers one connection, so a read outside would wait for
   * the transaction, which waits for the read.
   */
  membership(userId: string, teamId: string, db?: Executor): Promise<{ role: TeamRole; canSpend: boolean } | null>;
  /**
   * The point account a generation in the team's workspace is paid from (the team's pool): 404 when the user is
   * not a member, 403 when they may not spend it (the team bought seats and they hold none).
   */
  spendingAccount(userId: string, teamId: string, db?: Executor): Promise<string>;
  /**
   * Refuses (402 member_budget_exceeded) a run of `cost` points that would take the member over their monthly cap
   * in the team. Call it inside the transaction that charges the pool, once that transaction holds the pool
   * account's lock, so runs racing each other are counted one after another.
   */
  checkBudget(userId: string, teamId: string, cost: number, tx: Executor): Promise<void>;
}
