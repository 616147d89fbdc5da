import {
  type CallAnswer,
  changeSubscriptionPlan,
  createCheckoutSession,
  createPortalSession,
  errorCodes,
  getBillingSettings,
  listPlans,
  listSubscriptions,
} from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import { HttpError } from '../../http-error';
import { WebhookRejectedError } from '../../integrations/payments/payment-provider';
import type { ManualMethods } from '../../catalog/manual-methods';
import type { RateGuard } from '../../http/rate-limit';
import type { Mailer } from '../../integrations/mail/mailer';
import type { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { documentBillingPages } from './billing-pages.docs';
import { createBillingService, type BillingDeps, type BillingService } from './billing.service';
import { createMailDecisionNotifier, type DecisionNotifier } from './decision-notifier';
import { registerManualPaymentRoutes } from './manual-payments.routes';
import { createManualPaymentService } from './manual-payments.service';
import { createProofUrls } from './proof-urls';
import { registerSandboxPages } from './sandbox.routes';
import { createStaffCheck } from './staff';
import { createSubscriptionService, type SubscriptionService } from './subscriptions.service';

type BillingSettings = CallAnswer<typeof getBillingSettings>;

/** Where providers deliver their events: `/api/v1/billing/webhooks/{sandbox|stripe|paypal}`. */
const WEBHOOK_PATH = '/billing/webhooks/:provider';
/** Where a provider may send the buyer back to first (PayPal's orders are captured there). */
const CHECKOUT_RETURN_PATH = '/billing/checkouts/:id/return';

function registerBillingRoutes(
  router: ApiRouter,
  deps: { billing: BillingService; subscriptions: SubscriptionService; settings: BillingSettings },
): void {
  router.implement(listPlans, async () => deps.billing.plans());
  router.implement(getBillingSettings, async () => deps.settings);
  router.implement(createCheckoutSession, async (ctx) => deps.billing.createCheckout(requireSession(ctx).userId, ctx.body));
  router.implement(createPortalSession, async (ctx) => deps.billing.createPortal(requireSession(ctx).userId, ctx.body.return_url));
  router.implement(listSubscriptions, async (ctx) => deps.subscriptions.list(requireSession(ctx).userId, ctx.query.team_id));
  router.implement(changeSubscriptionPlan, async (ctx) =>
    deps.subscriptions.changePlan(requireSession(ctx).userId, ctx.params.id, ctx.body),
  );

  // A page the browser is sent to, not a contract call: it completes what it can and redirects on.
  router.app.get(CHECKOUT_RETURN_PATH, async (c) => c.redirect(await deps.billing.completeReturn(c.req.param('id')), 303));

  // Not a contract call: the provider calls it, and its signature covers the raw bytes, which must be read
  // before any parsing. A bad signature is a 400, so the provider shows the failure on its dashboard.
  router.app.post(WEBHOOK_PATH, async (c) => {
    const rawBody = await c.req.text();
    try {
      const { isNew } = await deps.billing.receiveWebhook(c.req.param('provider'), rawBody, c.req.raw.headers);
      return c.json({ received: true, duplicate: !isNew });
    } catch (error) {
      if (error instanceof WebhookRejectedError) throw new HttpError(errorCodes.validation, error.message);
      throw error;
    }
  });
}

export interface BillingWiring extends BillingDeps {
  methods: ManualMethods;
  storage: MediaStorage;
  /** BILLING_STAFF_EMAILS. */
  staffEmails: readonly string[];
  /** SALES_EMAIL: where the browser's Contact Sales writes. */
  salesEmail: string | null;
  mailer: Mailer;
  /** Tells a requester of a staff decision (app.ts: the notification centre and mail); by mail alone unless given. */
  notifier?: DecisionNotifier;
  /** Keys the proof URLs. */
  secret: string;
  identify: (bearer: string) => Promise<{ userId: string; scopes: readonly string[] | null } | null>;
  limit: RateGuard;
}

/** Billing's calls, the providers' webhook, manual payments with staff review, and the sandbox's hosted pages. */
export function registerBilling(router: ApiRouter, deps: BillingWiring): void {
  const billing = createBillingService(deps);
  registerBillingRoutes(router, {
    billing,
    subscriptions: createSubscriptionService(deps),
    settings: { checkout_provider: deps.provider?.name ?? null, sales_email: deps.salesEmail },
  });
  const manual = createManualPaymentService({
    ...deps,
    staff: createStaffCheck({ users: deps.users, staffEmails: deps.staffEmails }),
    proofUrls: createProofUrls({ secret: deps.secret, clock: deps.clock }),
    notifier: deps.notifier ?? createMailDecisionNotifier({ mailer: deps.mailer, logger: deps.logger }),
  });
  registerManualPaymentRoutes(router, { manual, storage: deps.storage, limit: deps.limit, identify: deps.identify });
  const hasSandboxPages = deps.provider?.name === 'sandbox';
  if (hasSandboxPages) registerSandboxPages(router, { billing, sandbox: deps.provider as SandboxProvider, data: deps });
  documentBillingPages(router.app.openAPIRegistry, { hasSandboxPages });
}
