import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: unguessable, so a fast hash (not a password hash) is enough to store it. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const SESSION_LIFETIME_MS = {
  remembered: 30 * 24 * 60 * 60 * 1000,
  short: 12 * 60 * 60 * 1000,
} as const;
