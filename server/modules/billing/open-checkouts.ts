import { errorCodes } from '../../../contract';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/database';
import type { BillingCheckoutRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { closeCheckout, findCheckout } from './billing.repository';

/**
 * A checkout being opened (its row written, the provider not yet answered) for this long is another request in
 * flight; older than that without a session, its request died before the buyer had an address to pay at.
 */
const OPENING_MS = 2 * 60 * 1000;
/**
 * A provider that cannot close a checkout on request (PayPal's subscription approval) keeps it payable: a second one
 * is refused while the first is this young, so a double click or a second tab cannot start two subscriptions.
 */
const UNCLOSABLE_MS = 30 * 60 * 1000;

const refused = (message: string) => new HttpError(errorCodes.checkoutOpen, message);

/** Why `earlier` must stay as it is, if it must: read before any provider call, so a refused request closes nothing. */
function mustStay(provider: PaymentProvider, now: Date, earlier: BillingCheckoutRow): HttpError | 'left' | null {
  const age = now.getTime() - earlier.createdAt.getTime();
  if (!earlier.providerSessionId) {
    return age < OPENING_MS ? refused('Another checkout for a plan is being opened for this account. Try again in a moment.') : 'left';
  }
  if (earlier.provider !== provider.name || !provider.expireCheckout) {
    return age < UNCLOSABLE_MS
      ? refused('Another checkout for a plan is open for this account. Finish or cancel it, or try again in 30 minutes.')
      : 'left';
  }
  return null;
}

/** Closes `earlier` at its provider and here; false when it was paid meanwhile. */
async function expire(db: Executor, provider: PaymentProvider, clock: Clock, earlier: BillingCheckoutRow): Promise<boolean> {
  const outcome = await provider.expireCheckout!(earlier.providerSessionId!);
  if (outcome !== 'expired') return false;
  // Closed unpaid at the provider: closed here too, unless its payment's webhook has just completed it (a
  // concurrent request closing it first is as good).
  if (await closeCheckout(db, earlier.id, 'canceled', clock.now())) return true;
  return (await findCheckout(db, earlier.id))?.status === 'canceled';
}

/**
 * One account, one subscription: the account's earlier open checkouts of a subscription are closed at their
 * provider before `mine` goes on, and if one cannot be (it is being opened, was just paid, or its provider cannot
 * close it), `mine` is closed instead and the buyer is told why.
 */
export async function closeEarlierCheckouts(
  deps: { db: Executor; clock: Clock },
  provider: PaymentProvider,
  mine: BillingCheckoutRow,
  earlier: readonly BillingCheckoutRow[],
): Promise<void> {
  const refuse = async (error: HttpError) => {
    await closeCheckout(deps.db, mine.id, 'canceled', deps.clock.now());
    throw error;
  };
  const verdicts = earlier.map((checkout) => ({ checkout, verdict: mustStay(provider, deps.clock.now(), checkout) }));
  const refusal = verdicts.find(({ verdict }) => verdict instanceof HttpError)?.verdict;
  if (refusal instanceof HttpError) await refuse(refusal);
  for (const { checkout, verdict } of verdicts) {
    if (verdict !== null) continue;
    if (!(await expire(deps.db, provider, deps.clock, checkout))) {
      await refuse(refused('A plan was just bought for this account: it shows in a moment. To switch plans, change that one.'));
    }
  }
}
