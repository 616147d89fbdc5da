import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { API_BASE, buildPath, getMediaFile, mediaFileVariants } from '../../../contract';
import type { Clock } from '../../clock';

export type MediaVariant = (typeof mediaFileVariants)[number];

const PERIOD_SECONDS = 7 * 24 * 3600;

export interface MediaUrls {
  /** A URL of the file for its owner: `/api/v1/media/files/{id}/{variant}?t=<token>`. */
  fileUrl(id: string, ownerId: string, variant?: MediaVariant): string;
  /** Whether `token` was minted for this file's owner and has not expired. */
  verify(id: string, ownerId: string, token: string): boolean;
}

/**
 * Signed, owner-bound media URLs. `<img>` and `<video>` cannot send an Authorization header, so the URL itself
 * carries a capability: an HMAC of the file id, its owner and an expiry. The expiry is rounded up to whole weeks
 * (valid 7 to 14 days), so a file's URL stays the same for a week and browsers can cache it.
 */
export function createMediaUrls(deps: { secret: string; clock: Clock }): MediaUrls {
  // A key of its own, derived from the server secret, so a media token can never serve as another kind of token.
  // Held as a KeyObject: given raw bytes, every createHmac would check and wrap them again, which cost more than
  // the hash itself (a history page signs hundreds of links).
  const key = createSecretKey(createHmac('sha256', deps.secret).update('studio media urls v1').digest());
  const signMessage = (message: string) => createHmac('sha256', key).update(message).digest('base64url').slice(0, 32);
  const sign = (id: string, ownerId: string, expires: number) => signMessage(`${id}:${ownerId}:${expires}`);
  // The token does not name the variant, so a creation's links (original, then thumbnail) share one signature.
  let lastSigned = { message: '', signature: '' };
  const signOnce = (id: string, ownerId: string, expires: number) => {
    const message = `${id}:${ownerId}:${expires}`;
    if (lastSigned.message !== message) lastSigned = { message, signature: signMessage(message) };
    return lastSigned.signature;
  };
  // The path around the id, per variant, built once: the route's pattern is fixed.
  const ID_MARK = '__id__';
  const pathAround = new Map(
    mediaFileVariants.map((variant) => [
      variant,
      buildPath(getMediaFile.path, { id: ID_MARK, variant }).split(ID_MARK) as [string, string],
    ]),
  );

  return {
    fileUrl(id, ownerId, variant = 'original') {
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      const expires = (Math.floor(now / PERIOD_SECONDS) + 2) * PERIOD_SECONDS;
      const [before, after] = pathAround.get(variant)!;
      return `${API_BASE}${before}${encodeURIComponent(id)}${after}?t=${expires}.${signOnce(id, ownerId, expires)}`;
    },
    verify(id, ownerId, token) {
      const match = /^(\d{1,12})\.([\w-]{32})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 < deps.clock.now().getTime()) return false;
      const expected = Buffer.from(sign(id, ownerId, expires));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
