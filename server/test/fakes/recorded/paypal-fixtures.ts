import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * PayPal's own webhook bodies (see README.md here), kept byte for byte: compact or indented, `\/` and `\uXXXX`
 * escapes and all. A test changes only the ids and values that name its objects, by replacing their text, so
 * every other byte is what PayPal delivered.
 */
export type PayPalRecorded = 'order-approved' | 'capture-completed' | 'subscription-activated' | 'sale-completed';

/** The values the recorded bodies carry, which tests replace with their own. */
export const recordedPayPal = {
  /** The reference (`custom_id`) our checkouts put on orders, captures and subscriptions. */
  customId: 'd9f80740-38f0-11e8-b467-0ed5f89f718b',
  orderId: '9JL52742K01513702',
  subscriptionId: 'I-BW452GLLEP1G',
  planId: 'P-5ML4271244454362WXNWU5NQ',
  nextBillingTime: '2019-01-01T00:20:49Z',
  saleId: '80F85758S3080410K',
  saleCreateTime: '2016-09-21T21:59:02Z',
  /** A one-off sale's parent payment; a subscription's sale names its subscription here instead. */
  saleParentPayment: '"parent_payment":"PAY-7F371669SL612941HK7RQFDQ"',
} as const;

const eventIdPattern = /WH-[0-9A-Z]+-[0-9A-Z]+/g;

/**
 * A recorded body with `replacements` made in its text (every occurrence) and a fresh event id, so each delivery
 * is a new event; every other byte is as recorded.
 */
export function paypalEventBody(name: PayPalRecorded, replacements: ReadonlyArray<readonly [from: string, to: string]> = []): string {
  let text = readFileSync(new URL(`./paypal/${name}.json`, import.meta.url), 'utf8');
  const freshId = `WH-${randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase()}-${randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase()}`;
  text = text.replace(eventIdPattern, freshId);
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`The recorded ${name} has no "${from}" to replace`);
    text = text.replaceAll(from, to);
  }
  return text;
}
