import type { Clock } from '../../clock';
import type { Transaction } from '../../db/database';
import type { PointsChange, PointsService } from '../points';
import { addPurchasedSeats, findPoolAccount, lockTeam, recordSeatGrant, removePurchasedSeats, unseatBeyond } from './teams.repository';

/**
 * What a purchase for a team grants (the billing module calls these in its grant's transaction): seats, once
 * per idempotency key, and points into the team's pool through the ledger. A purchase for a team that no longer
 * exists throws, so the payment's grant fails loudly rather than vanishing.
 */
export function createTeamGrants(deps: { clock: Clock; points: PointsService }) {
  return {
    async grantSeats(tx: Transaction, teamId: string, seats: number, idempotencyKey: string): Promise<void> {
      if (!Number.isSafeInteger(seats) || seats <= 0) throw new Error(`Seats granted are a positive integer, not ${seats}`);
      if (!(await recordSeatGrant(tx, { idempotencyKey, teamId, seats, at: deps.clock.now() }))) return;
      if ((await addPurchasedSeats(tx, teamId, seats)) === null) throw new Error(`Seats were bought for team ${teamId}, which was deleted`);
    },

    async creditPool(tx: Transaction, teamId: string, amount: number, change: PointsChange): Promise<void> {
      const pool = await findPoolAccount(tx, teamId);
      if (!pool) throw new Error(`Points were bought for team ${teamId}, which has no pool`);
      await deps.points.credit(pool.id, amount, change, tx);
    },

    /**
     * A team subscription ended: the seats it granted go (never below zero), and if fewer seats are left than
     * members hold, the latest to join lose theirs. A deleted team has nothing to take back.
     */
    async revokeSeats(tx: Transaction, teamId: string, seats: number): Promise<void> {
      if (!Number.isSafeInteger(seats) || seats <= 0) throw new Error(`Seats revoked are a positive integer, not ${seats}`);
      if (!(await lockTeam(tx, teamId))) return;
      const left = await removePurchasedSeats(tx, teamId, seats);
      if (left !== null) await unseatBeyond(tx, teamId, left);
    },
  };
}

export type TeamGrantsService = ReturnType<typeof createTeamGrants>;
