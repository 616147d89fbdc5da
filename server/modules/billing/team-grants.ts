import type { Transaction } from '../../db/database';
import type { PointsChange } from '../points';

/**
 * What a purchase for a team grants, done by the teams module in the grant's own transaction: seats, and
 * points into the team's pool. The teams issue fills this seam; until then no one belongs to a team, so no
 * checkout for a team gets this far (the membership check answers 404 first).
 */
export interface TeamGrants {
  grantSeats(tx: Transaction, teamId: string, seats: number, idempotencyKey: string): Promise<void>;
  creditPool(tx: Transaction, teamId: string, amount: number, change: PointsChange): Promise<void>;
  /**
   * Takes back seats a team subscription granted, when it ends (billing calls it once per subscription); members
   * beyond the seats left lose theirs.
   */
  revokeSeats(tx: Transaction, teamId: string, seats: number): Promise<void>;
}

export const noTeamGrantsYet: TeamGrants = {
  grantSeats: async () => {
    throw new Error('Seats were bought for a team, but no teams module is wired in');
  },
  creditPool: async () => {
    throw new Error("Points were bought for a team's pool, but no teams module is wired in");
  },
  revokeSeats: async () => {
    throw new Error('A team subscription ended, but no teams module is wired in');
  },
};
