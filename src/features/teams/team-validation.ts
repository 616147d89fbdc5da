import type { TranslationKey } from '../../lib/i18n';

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
