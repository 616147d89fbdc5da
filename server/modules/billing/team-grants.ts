import type { Transaction } from '../../db/database';
import type { PointsChange } from '../points';

/**
 * What a purchase for a team grants, done by the teams module in the grant's own transaction: seats, and
 * points into the team's pool. Billing names the port; the teams module implements it (app wiring).
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
