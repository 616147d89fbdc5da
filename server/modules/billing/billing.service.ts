import { API_BASE, errorCodes, type Plan, type PlanPrice } from '../../../contract';
import type { PlanCatalog } from '../../catalog/plan-catalog';
import type { Database } from '../../db/database';
import type { BillingCheckoutRow } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { CurrencyRefusedError, toMinorUnits } from '../../integrations/payments/money';
import { providerLabels, type PaymentProvider } from '../../integrations/payments/payment-provider';
import type { TeamDirectory } from '../permissions';
import { permissionDenied } from '../permissions';
import type { UserDirectory } from '../user';
import type { ApplyDeps } from './apply-event';
import {
  findCheckout,
  findCustomerId,
  insertCheckout,
  listOpenCheckouts,
  lockAccountCheckouts,
  setCheckoutSession,
} from './billing.repository';
import { closeEarlierCheckouts } from './open-checkouts';
import { recordAndApply } from './record-event';
import { refuseSecondSubscription } from './held-subscription';

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

/** A currency the provider does not take (or a price it cannot write exactly) is refused before anything is sent. */
function checkCurrency(provider: PaymentProvider, price: PlanPrice): void {
  try {
    toMinorUnits(price.price, price.currency, provider.minorUnit(price.currency), providerLabels[provider.name]);
  } catch (error) {
    if (error instanceof CurrencyRefusedError)
      throw new HttpError(errorCodes.billingUnavailable, `${error.message} Please contact us to pay.`);
    throw error;
  }
}

export function createBillingService(deps: BillingDeps) {
  const requireProvider = () =>
    deps.provider ??
    (() => {
      throw unavailable();
    })();

  /** Opens the provider's hosted checkout for our checkout row; the buyer is sent to its address. */
  async function openAtProvider(
    provider: PaymentProvider,
    checkout: BillingCheckoutRow,
    found: { plan: Plan; price: PlanPrice },
    customerEmail: string,
  ): Promise<{ checkout_url: string }> {
    const session = await provider.createCheckout({
      checkoutId: checkout.id,
      plan: found.plan,
      price: found.price,
      customerEmail,
      successUrl: checkout.successUrl,
      cancelUrl: checkout.cancelUrl,
      serverReturnUrl: `${deps.publicUrl}${API_BASE}/billing/checkouts/${checkout.id}/return`,
    });
    await setCheckoutSession(deps.db, checkout.id, session.sessionId);
    return { checkout_url: session.url };
  }

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
      checkCurrency(provider, found.price);
      const user = await deps.users.byId(userId);
      if (!user) throw notFound('User not found.');
      const values = {
        userId,
        teamId,
        planId: found.plan.id,
        priceId: found.price.id,
        provider: provider.name,
        successUrl,
        cancelUrl,
        createdAt: deps.clock.now(),
      };
      const isRecurring = (row: { priceId: string }) => deps.plans.price(row.priceId)?.plan.plan_type === 'recurring';
      if (!isRecurring(values)) return openAtProvider(provider, await insertCheckout(deps.db, values), found, user.email);
      // Two subscription checkouts of one account at once would bill twice: the account's are written one at a time.
      const account = { userId, teamId };
      const { checkout, earlier } = await deps.db.transaction(async (tx) => {
        await lockAccountCheckouts(tx, account);
        await refuseSecondSubscription(tx, deps, account, found.plan);
        const open = (await listOpenCheckouts(tx, account)).filter(isRecurring);
        return { checkout: await insertCheckout(tx, values), earlier: open };
      });
      await closeEarlierCheckouts(deps, provider, checkout, earlier);
      return openAtProvider(provider, checkout, found, user.email);
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
     * once (record-event.ts). Answers whether the event was new.
     */
    async receiveWebhook(providerName: string, rawBody: string, headers: Headers): Promise<{ isNew: boolean }> {
      const provider = deps.provider;
      if (!provider || provider.name !== providerName) throw notFound('Not found.');
      const event = await provider.readWebhook(rawBody, headers);
      return recordAndApply(deps, provider.name, event);
    },

    /**
     * The buyer is back from the provider's checkout: what the provider lets this server complete is completed now
     * (a PayPal order is captured), once, whichever of this and the webhook comes first. Answers where the buyer
     * goes on to; an unknown checkout is a 404.
     */
    async completeReturn(checkoutId: string): Promise<string> {
      const checkout = await findCheckout(deps.db, checkoutId);
      if (!checkout) throw notFound('This checkout does not exist.');
      const provider = deps.provider;
      if (checkout.status === 'open' && provider?.name === checkout.provider && provider.completeReturn) {
        try {
          const event = await provider.completeReturn({ id: checkout.id, providerSessionId: checkout.providerSessionId });
          // Nothing to take: the buyer came back without paying.
          if (!event) return checkout.cancelUrl;
          await recordAndApply(deps, provider.name, event);
        } catch (error) {
          // The provider's webhook still completes it; the buyer is not kept waiting on the provider here.
          deps.logger.warn("completing a checkout on the buyer's return failed", { checkoutId, error });
        }
      }
      return checkout.status === 'canceled' ? checkout.cancelUrl : checkout.successUrl;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
