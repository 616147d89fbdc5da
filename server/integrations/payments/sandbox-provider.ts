import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { API_BASE } from '../../../contract';
import type { Clock } from '../../clock';
import { currencyDigits } from './money';
import type { BillingEvent, PaymentProvider } from './payment-provider';
import { planChangedEvent, WebhookRejectedError } from './payment-provider';
import { signPayload, verifySignedPayload } from './signed-payload';

const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';
/** The sandbox's pages, served by this server (server/modules/billing/sandbox-pages.ts). */
const SANDBOX_PATH = `${API_BASE}/billing/sandbox`;
const PORTAL_TOKEN_SECONDS = 3600;

const sandboxEventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('checkout.completed'),
    data: z.object({
      checkout_id: z.string(),
      customer_id: z.string(),
      subscription: z.object({ id: z.string(), period_end: z.iso.datetime() }).optional(),
    }),
  }),
  z.object({ id: z.string(), type: z.literal('checkout.expired'), data: z.object({ checkout_id: z.string() }) }),
  z.object({
    id: z.string(),
    type: z.literal('subscription.renewed'),
    data: z.object({ subscription_id: z.string(), payment_id: z.string(), period_end: z.iso.datetime() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('subscription.updated'),
    data: z.object({ subscription_id: z.string(), cancel_at_period_end: z.boolean() }),
  }),
  z.object({ id: z.string(), type: z.literal('subscription.renewal_failed'), data: z.object({ subscription_id: z.string() }) }),
  z.object({ id: z.string(), type: z.literal('subscription.ended'), data: z.object({ subscription_id: z.string() }) }),
]);
type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** Events the sandbox's pages send, before they get their id. */
export type SandboxEventInput = SandboxEvent extends infer E ? (E extends SandboxEvent ? Omit<E, 'id'> : never) : never;

function toBillingEvent(event: SandboxEvent): BillingEvent {
  const eventId = event.id;
  switch (event.type) {
    case 'checkout.completed': {
      const { subscription } = event.data;
      return {
        eventId,
        kind: 'checkout_completed',
        checkoutId: event.data.checkout_id,
        customerId: event.data.customer_id,
        ...(subscription ? { subscription: { id: subscription.id, periodEnd: new Date(subscription.period_end) } } : {}),
      };
    }
    case 'checkout.expired':
      return { eventId, kind: 'checkout_expired', checkoutId: event.data.checkout_id };
    case 'subscription.renewed':
      return {
        eventId,
        kind: 'subscription_renewed',
        subscriptionId: event.data.subscription_id,
        paymentId: event.data.payment_id,
        periodEnd: new Date(event.data.period_end),
      };
    case 'subscription.updated':
      return {
        eventId,
        kind: 'subscription_updated',
        subscriptionId: event.data.subscription_id,
        cancelAtPeriodEnd: event.data.cancel_at_period_end,
      };
    case 'subscription.renewal_failed':
      return { eventId, kind: 'renewal_failed', subscriptionId: event.data.subscription_id };
    case 'subscription.ended':
      return { eventId, kind: 'subscription_ended', subscriptionId: event.data.subscription_id };
  }
}

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  /** A delivery as the sandbox sends it: the body and its signature header. */
  signEvent(event: SandboxEventInput): { body: string; headers: Record<string, string> };
  /** The user a portal token was minted for, or null when it is forged or expired. */
  portalUser(token: string): string | null;
}

/**
 * The embedded default: checkout and portal are pages of this server, and "paying" sends the same kind of
 * signed webhook a real provider would, through the same verification. No money moves, so a production server
 * uses it only when told to (PAYMENT_PROVIDER=sandbox).
 */
export function createSandboxProvider(deps: { secret: string; publicUrl: string; clock: Clock }): SandboxProvider {
  const webhookKey = createHmac('sha256', deps.secret).update('studio sandbox webhooks v1').digest('hex');
  const portalKey = createHmac('sha256', deps.secret).update('studio sandbox portal v1').digest();
  const signPortal = (userId: string, expires: number) =>
    createHmac('sha256', portalKey).update(`${userId}:${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  return {
    name: 'sandbox',
    // No money moves: any currency the runtime knows, in its own minor unit.
    minorUnit: (currency) => (Intl.supportedValuesOf('currency').includes(currency) ? { digits: currencyDigits(currency) } : null),
    async createCheckout(request) {
      return { url: `${deps.publicUrl}${SANDBOX_PATH}/checkout/${request.checkoutId}`, sessionId: `cs_sandbox_${request.checkoutId}` };
    },
    // The sandbox's checkout is our own checkout row: the billing service closes it, and its pay page then refuses.
    async expireCheckout() {
      return 'expired';
    },
    async createPortal(request) {
      const expires = nowSeconds() + PORTAL_TOKEN_SECONDS;
      const token = `${request.userId}.${expires}.${signPortal(request.userId, expires)}`;
      const back = encodeURIComponent(request.returnUrl);
      return `${deps.publicUrl}${SANDBOX_PATH}/portal?token=${token}&return_url=${back}`;
    },
    async readWebhook(rawBody, headers) {
      if (!verifySignedPayload(webhookKey, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER), deps.clock.now())) {
        throw new WebhookRejectedError('The sandbox signature does not match.');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejectedError('The event is not JSON.');
      }
      const result = sandboxEventSchema.safeParse(parsed);
      if (!result.success) throw new WebhookRejectedError('The event is not one the sandbox sends.');
      return toBillingEvent(result.data);
    },
    signEvent(event) {
      const body = JSON.stringify({ id: `evt_sandbox_${randomUUID()}`, ...event });
      return {
        body,
        headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(webhookKey, body, nowSeconds()) },
      };
    },
    // A provider would prorate the difference; the sandbox moves no money and changes the plan at once.
    async changePlan(request) {
      return { status: 'changed', event: planChangedEvent(request) };
    },
    portalUser(token) {
      const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, userId, expiresText, signature] = match as unknown as [string, string, string, string];
      const expires = Number(expiresText);
      if (expires < nowSeconds()) return null;
      const expected = Buffer.from(signPortal(userId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
    },
  };
}
