import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, buildPath, getManualPaymentProof } from '../../../contract';
import type { Clock } from '../../clock';

const LIFETIME_SECONDS = 3600;

/**
 * A proof's URL for one reviewer: an `<img>` sends no Authorization header, so the URL carries an HMAC of the
 * request, the reviewer and an expiry. The route still checks that the reviewer is staff when it is used.
 */
export function createProofUrls(deps: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', deps.secret).update('studio payment proofs v1').digest();
  const sign = (id: string, reviewerId: string, expires: number) =>
    createHmac('sha256', key).update(`${id}:${reviewerId}:${expires}`).digest('base64url');
  const now = () => Math.floor(deps.clock.now().getTime() / 1000);
  return {
    url(id: string, reviewerId: string): string {
      const expires = now() + LIFETIME_SECONDS;
      return `${API_BASE}${buildPath(getManualPaymentProof.path, { id })}?t=${reviewerId}.${expires}.${sign(id, reviewerId, expires)}`;
    },
    /** The reviewer the token was minted for, or null. */
    reviewer(id: string, token: string): string | null {
      const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, reviewerId, expiresText, signature] = match as unknown as [string, string, string, string];
      if (Number(expiresText) < now()) return null;
      const expected = Buffer.from(sign(id, reviewerId, Number(expiresText)));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? reviewerId : null;
    },
  };
}

export type ProofUrls = ReturnType<typeof createProofUrls>;
