import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { authLimits } from '../../../contract';
import type { CodePurpose } from '../../db/schema';

export const CODE_LIFETIME_MS = authLimits.codeLifetimeMinutes * 60 * 1000;
export const CODE_MAX_ATTEMPTS = authLimits.codeMaxAttempts;
const RESEND_COOLDOWN_MS = authLimits.resendCooldownSeconds * 1000;

export function generateCode(): string {
  return String(randomInt(0, 10 ** authLimits.codeLength)).padStart(authLimits.codeLength, '0');
}

/**
 * A keyed hash: six digits are a million guesses, so an unkeyed hash in a leaked table would be reversed in
 * seconds. Purpose and user are mixed in so a code cannot be replayed for another purpose or account, and
 * `subject` (the new address of an e-mail change) so a code proves exactly the address it was mailed to.
 */
export function hashCode(key: string, purpose: CodePurpose, userId: string, code: string, subject?: string): string {
  const message = subject === undefined ? `${purpose}:${userId}:${code}` : `${purpose}:${userId}:${subject}:${code}`;
  return createHmac('sha256', key).update(message).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface StoredCode {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export type CodeCheck = 'valid' | 'missing' | 'used' | 'exhausted' | 'expired' | 'wrong';

/** The rules for a submitted code, in the order a user should hear about them. */
export function checkCode(stored: StoredCode | null, submittedHash: string, now: Date): CodeCheck {
  if (!stored) return 'missing';
  if (stored.consumedAt) return 'used';
  if (stored.attempts >= CODE_MAX_ATTEMPTS) return 'exhausted';
  if (stored.expiresAt <= now) return 'expired';
  return sameHash(stored.codeHash, submittedHash) ? 'valid' : 'wrong';
}

/** Seconds left before another code may be sent; 0 when one may be sent now. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const waitMs = lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
