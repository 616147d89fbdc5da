import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so the auth layer knows to look it up as a key and secret scanners can spot leaks. */
const API_KEY_PREFIX = 'sk_live_';
/** The prefix plus four random characters: enough to tell a user's keys apart, far too little to guess one. */
const VISIBLE_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;
const VISIBLE_SUFFIX_LENGTH = 4;

/** 32 random bytes: unguessable, so a fast hash (not a password hash) is enough to store it. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** The parts of a key that may be stored and shown in clear. */
export function visibleParts(key: string): { prefix: string; suffix: string } {
  return { prefix: key.slice(0, VISIBLE_PREFIX_LENGTH), suffix: key.slice(-VISIBLE_SUFFIX_LENGTH) };
}

/** `sk_live_ab12…wxyz`: how a key is shown after creation. */
export function truncatedKey(prefix: string, suffix: string): string {
  return `${prefix}…${suffix}`;
}
