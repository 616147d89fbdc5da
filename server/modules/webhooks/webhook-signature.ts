import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** `whsec_…wxyz`: enough to tell secrets apart, nothing to sign with. */
export function secretHint(secret: string): string {
  return `${SECRET_PREFIX}…${secret.slice(-4)}`;
}

/**
 * `t=<unix seconds>,v1=<hex>`: the HMAC-SHA256, keyed with the whole secret string, of the timestamp, a dot and the
 * exact body bytes. The timestamp is inside what is signed, so a receiver that refuses old timestamps refuses
 * replays of a captured delivery.
 */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.`, 'utf8').update(body, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}
