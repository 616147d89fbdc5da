import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed timestamp may be from now: Stripe's default tolerance, which stops old replays at the door. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the scheme Stripe uses, which the sandbox shares. */
export function signPayload(secret: string, body: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** Whether `header` signs `body` with `secret` (any of its v1 signatures) within the tolerance of `now`. */
export function verifySignedPayload(secret: string, body: string, header: string | null, now: Date): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('=') as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined)
    .some(([, value]) => {
      const given = Buffer.from(value!);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
