import { assert, integer, pre, property, uuid } from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCode,
  CODE_LIFETIME_MS,
  CODE_MAX_ATTEMPTS,
  generateCode,
  hashCode,
  resendWaitSeconds,
  type StoredCode,
} from './one-time-code';

const KEY = 'test-key';
const codeArb = integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
const userArb = uuid();

function stored(code: string, userId: string, sentAt: Date, overrides: Partial<StoredCode> = {}): StoredCode {
  return {
    codeHash: hashCode(KEY, 'activation', userId, code),
    expiresAt: new Date(sentAt.getTime() + CODE_LIFETIME_MS),
    attempts: 0,
    consumedAt: null,
    ...overrides,
  };
}

describe('one-time code rules', () => {
  it('generates six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('accepts the right code at any moment before expiry, and never after', () => {
    assert(
      property(codeArb, userArb, integer({ min: 0, max: 2 * CODE_LIFETIME_MS }), (code, userId, elapsed) => {
        const sentAt = new Date('2026-01-01T00:00:00Z');
        const now = new Date(sentAt.getTime() + elapsed);
        const outcome = checkCode(stored(code, userId, sentAt), hashCode(KEY, 'activation', userId, code), now);
        expect(outcome).toBe(elapsed < CODE_LIFETIME_MS ? 'valid' : 'expired');
      }),
    );
  });

  it('refuses any other code, and the same code for another user, purpose or key', () => {
    assert(
      property(codeArb, codeArb, userArb, userArb, (code, other, userId, otherUser) => {
        pre(code !== other && userId !== otherUser);
        const sentAt = new Date();
        const row = stored(code, userId, sentAt);
        expect(checkCode(row, hashCode(KEY, 'activation', userId, other), sentAt)).toBe('wrong');
        expect(checkCode(row, hashCode(KEY, 'activation', otherUser, code), sentAt)).toBe('wrong');
        expect(checkCode(row, hashCode(KEY, 'password_reset', userId, code), sentAt)).toBe('wrong');
        expect(checkCode(row, hashCode('other-key', 'activation', userId, code), sentAt)).toBe('wrong');
      }),
    );
  });

  it('refuses a used or exhausted code even when it is right', () => {
    assert(
      property(codeArb, userArb, integer({ min: CODE_MAX_ATTEMPTS, max: 50 }), (code, userId, attempts) => {
        const sentAt = new Date();
        const submitted = hashCode(KEY, 'activation', userId, code);
        expect(checkCode(stored(code, userId, sentAt, { attempts }), submitted, sentAt)).toBe('exhausted');
        expect(checkCode(stored(code, userId, sentAt, { consumedAt: sentAt }), submitted, sentAt)).toBe('used');
      }),
    );
    expect(checkCode(null, 'ab', new Date())).toBe('missing');
  });

  it('asks to wait until 60 seconds after the last send, rounding up', () => {
    assert(
      property(integer({ min: 0, max: 120_000 }), (elapsed) => {
        const sentAt = new Date('2026-01-01T00:00:00Z');
        const wait = resendWaitSeconds(sentAt, new Date(sentAt.getTime() + elapsed));
        expect(wait).toBe(elapsed >= 60_000 ? 0 : Math.ceil((60_000 - elapsed) / 1000));
      }),
    );
    expect(resendWaitSeconds(null, new Date())).toBe(0);
  });
});
