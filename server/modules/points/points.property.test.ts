import { array, asyncProperty, assert, constant, constantFrom, integer, nat, oneof, record, type Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/fake-clock';
import { emptyAccount, ledgerState } from '../../test/point-accounts';
import { testDatabase } from '../../test/test-database';
import { uniqueName } from '../../test/test-app';
import { createPointsService, type PointsService } from './points.service';

type Change = { kind: 'credit' | 'debit'; amount: number };
/** A new change, or a retry of an earlier one (same kind, amount and idempotency key). */
type Step = Change | { kind: 'retry'; of: number };

const stepArb: Arbitrary<Step> = oneof(
  record({ kind: constantFrom('credit' as const, 'debit' as const), amount: integer({ min: 1, max: 40 }) }),
  record({ kind: constant('retry' as const), of: nat() }),
);

async function issue(points: PointsService, accountId: string, change: Change & { key: string }) {
  const input = { description: `${change.kind} ${change.amount}`, idempotencyKey: change.key };
  return change.kind === 'credit' ? points.credit(accountId, change.amount, input) : points.debit(accountId, change.amount, input);
}

describe('points ledger properties', () => {
  it('keeps balance = ledger sum >= 0 under random credits, debits and retries; a retry applies once', async () => {
    const { db } = await testDatabase();
    const points = createPointsService({ db, clock: createFakeClock() });
    await assert(
      asyncProperty(array(stepArb, { maxLength: 25 }), async (steps) => {
        const { accountId } = await emptyAccount(db);
        const issued: Array<Change & { key: string }> = [];
        const applied = new Set<string>();
        let expected = 0;
        for (const step of steps) {
          const change = step.kind === 'retry' ? issued[step.of % Math.max(issued.length, 1)] : { ...step, key: uniqueName('op') };
          if (!change) continue;
          if (step.kind !== 'retry') issued.push(change);
          const signed = change.kind === 'credit' ? change.amount : -change.amount;
          if (applied.has(change.key)) {
            expect(await issue(points, accountId, change)).toMatchObject({ replayed: true, balance: expected });
          } else if (expected + signed < 0) {
            await expect(issue(points, accountId, change)).rejects.toMatchObject({ code: 'insufficient_points' });
          } else {
            expected += signed;
            applied.add(change.key);
            expect(await issue(points, accountId, change)).toMatchObject({ replayed: false, balance: expected });
          }
          const state = await ledgerState(db, accountId);
          expect(state.balance).toBe(expected);
          expect(state.ledger_sum).toBe(state.balance);
          expect(state.balance).toBeGreaterThanOrEqual(0);
          expect(state.rows).toBe(applied.size);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
