import type { CostResult } from '@contract/browser';

/**
 * Whether the balance covers a run. An unknown balance (still loading) does not block: the server checks the
 * points itself and refuses a run it cannot pay for.
 */
export function hasEnoughPoints(balance: number | null | undefined, cost: CostResult): boolean {
  if (balance === null || balance === undefined) return true;
  return !cost.isAvailable || balance >= cost.cost;
}
