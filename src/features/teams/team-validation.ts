import { teamLimits } from '@contract/browser';
import type { TranslationKey } from '@/lib/i18n';

/**
 * Checks a transfer to the pool (spec part 1 §5): a positive whole number ('Please enter a valid amount.'), not above
 * the user's balance ('You do not have enough points to transfer.'). Answers the amount or the problem's key.
 */
export function checkTransferAmount(text: string, balance: number): { amount: number } | { problem: TranslationKey } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { problem: 'teams.transfer.invalidAmount' };
  const amount = Number(trimmed);
  if (!Number.isSafeInteger(amount) || amount <= 0) return { problem: 'teams.transfer.invalidAmount' };
  if (amount > balance) return { problem: 'teams.transfer.notEnough' };
  return { amount };
}

/**
 * Checks a monthly cap typed by the owner or an admin: a whole number of points from 0 (nothing may be spent) up to
 * the contract's largest. Answers the cap or the problem's key; removing a cap has its own button.
 */
export function checkMonthlyCap(text: string): { cap: number } | { problem: TranslationKey } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { problem: 'teams.budget.invalidCap' };
  const cap = Number(trimmed);
  if (!Number.isSafeInteger(cap) || cap > teamLimits.maxMonthlyCap) return { problem: 'teams.budget.invalidCap' };
  return { cap };
}
