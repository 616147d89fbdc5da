import { createChallenge, randomInt, verifySolution, type Challenge, type ChallengeParameters, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { captchaChallengeSchema } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { captchaInvalid, captchaRequired, type CaptchaVerifier } from './captcha';
import { recordCaptchaUse } from './captcha-replays.repository';

const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

const invalidAnswer = () => captchaInvalid('The captcha answer is not valid. Please complete it again.');

/** What ALTCHA's widget (and our browser solver) submits: base64 of `{ challenge, solution }`. */
const payloadSchema = z.object({
  challenge: captchaChallengeSchema.extend({ signature: z.string().min(1) }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

interface AltchaPayload {
  challenge: Challenge & { signature: string };
  solution: Solution;
}

function decodePayload(raw: string): AltchaPayload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    if (!parsed.success) return null;
    const { challenge, solution } = parsed.data;
    // The schema checked the fields altcha-lib reads; any others are covered by the signature check.
    const parameters = challenge.parameters as ChallengeParameters;
    return { challenge: { parameters, signature: challenge.signature }, solution };
  } catch {
    return null;
  }
}

/**
 * Self-hosted proof of work (ALTCHA v2, SHA-256). The challenge is deterministic: the server picks the
 * counter the solver must reach, so `maxNumber` bounds the work exactly (a browser hashes tens of thousands
 * of keys in a fraction of a second), and the signed derived key makes verifying one HMAC.
 */
export function createAltchaCaptcha(deps: { db: Database; clock: Clock; hmacKey: string; maxNumber: number }): CaptchaVerifier {
  const keySecret = `${deps.hmacKey}:derived-key`;
  return {
    publicConfig: { provider: 'altcha' },

    createChallenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(deps.maxNumber / 10), deps.maxNumber),
        deriveKey,
        expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: deps.hmacKey,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(raw) {
      if (raw.trim() === '') throw captchaRequired();
      const payload = decodePayload(raw);
      if (!payload) throw invalidAnswer();
      const result = await verifySolution({
        ...payload,
        deriveKey,
        hmacSignatureSecret: deps.hmacKey,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      const now = deps.clock.now();
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      // altcha-lib checks expiry against the wall clock; ours is checked too, so tests can move time.
      if (result?.expired || expiresAt <= now) throw captchaInvalid('The captcha has expired. Please complete it again.');
      if (!result?.verified) throw invalidAnswer();
      const isFirstUse = await recordCaptchaUse(deps.db, payload.challenge.signature, expiresAt, now);
      if (!isFirstUse) throw captchaInvalid('The captcha has already been used. Please complete it again.');
    },
  };
}
