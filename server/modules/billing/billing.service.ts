import { errorCodes, type Plan } from '../../../contract';
import type { PlanCatalog } from '../../catalog/plan-catalog';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http-error';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { WebhookRejectedError } from '../../integrations/payments/payment-provider';
import type { TeamDirectory } from '../permissions';
import { permissionDenied } from '../permissions';
import type { UserDirectory } from '../user';
import { applyEvent, type ApplyDeps } from './apply-event';
import { findCustomerId, insertCheckout, recordEvent, setCheckoutSession } from './billing.repository';

export interface BillingDeps extends ApplyDeps {
  db: Database;
  plans: PlanCatalog;
  /** Null when PAYMENT_PROVIDER=none: checkout and portal answer 503. */
  provider: PaymentProvider | null;
  users: UserDirectory;
  /** Who belongs to which team, and as what: only an owner or admin buys for a team. */
  teamDirectory: TeamDirectory;
  publicUrl: string;
}

export const unavailable = () =>
  new HttpError(errorCodes.billingUnavailable, 'Payments are not available right now. Please try again later.');
const validation = (message: string) => new HttpError(errorCodes.validation, message);

/** A return address must be on this site, or checkout would become a redirect to anywhere. */
function checkOwnUrl(url: string, publicUrl: string): string {
  if (new URL(url).origin !== new URL(publicUrl).origin) throw validation('The return address must be on this site.');
  return url;
}

/**
 * Who a purchase is for: a plan that grants seats is bought for a team (by its owner or an admin), anything
 * else for the buyer (spec part 1 §5: team_id only when the plan grants seats and the workspace is a team).
 */
export async function purchaseTeam(
  deps: Pick<BillingDeps, 'teamDirectory'>,
  userId: string,
  plan: Plan,
  teamId: string | undefined,
): Promise<string | null> {
  if (plan.seats_granted === 0) {
    if (teamId !== undefined) throw validation('This plan is bought for yourself, not for a team.');
    return null;
  }
  if (teamId === undefined) throw validation('Seats are bought for a team: switch to the team first.');
  const membership = await deps.teamDirectory.membership(userId, teamId);
  if (!membership) throw notFound('Team not found.');
  if (membership.role === 'member') throw permissionDenied('Only the team owner or an admin can buy for the team.');
  return teamId;
}

export function createBillingService(deps: BillingDeps) {
  const requireProvider = () =>
    deps.provider ??
    (() => {
      throw unavailable();
    })();

  return {
    plans: () => [...deps.plans.plans],

    async createCheckout(
      userId: string,
      body: { price_id: string; success_url: string; cancel_url: string; team_id?: string | undefined },
    ) {
      const provider = requireProvider();
      const found = deps.plans.price(body.price_id);
      if (!found) throw notFound('Plan not found.');
      const successUrl = checkOwnUrl(body.success_url, deps.publicUrl);
      const cancelUrl = checkOwnUrl(body.cancel_url, deps.publicUrl);
      const teamId = await purchaseTeam(deps, userId, found.plan, body.team_id);
      const user = await deps.users.byId(userId);
      if (!user) throw notFound('User not found.');
      const checkout = await insertCheckout(deps.db, {
        userId,
        teamId,
        planId: found.plan.id,
        priceId: found.price.id,
        provider: provider.name,
        successUrl,
        cancelUrl,
        createdAt: deps.clock.now(),
      });
      const session = await provider.createCheckout({
        checkoutId: checkout.id,
        plan: found.plan,
        price: found.price,
        customerEmail: user.email,
        successUrl,
        cancelUrl,
      });
      await setCheckoutSession(deps.db, checkout.id, session.sessionId);
      return { checkout_url: session.url };
    },

    async createPortal(userId: string, returnUrl: string) {
      const provider = requireProvider();
      const url = await provider.createPortal({
        userId,
        customerId: await findCustomerId(deps.db, userId, provider.name),
        returnUrl: checkOwnUrl(returnUrl, deps.publicUrl),
      });
      if (!url) throw notFound('You have no subscription to manage yet.');
      return { portal_url: url };
    },

    /**
     * A provider's webhook: the signature is checked over the exact bytes received, then the event is applied
     * in one transaction with the row that records its id. A replay, or a duplicate racing this one, finds
     * that row and changes nothing. Answers whether the event was new.
     */
    async receiveWebhook(providerName: string, rawBody: string, headers: Headers): Promise<{ isNew: boolean }> {
      const provider = deps.provider;
      if (!provider || provider.name !== providerName) throw notFound('Not found.');
      const event = await provider.readWebhook(rawBody, headers);
      return deps.db.transaction(async (tx) => {
        const isNew = await recordEvent(tx, {
          provider: provider.name,
          eventId: event.eventId,
          type: event.kind,
          receivedAt: deps.clock.now(),
        });
        if (isNew) await applyEvent(tx, deps, provider.name, event);
        return { isNew };
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
export { WebhookRejectedError };
