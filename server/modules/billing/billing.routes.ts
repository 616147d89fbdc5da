import { createPortalSession, errorCodes } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import { HttpError } from '../../http-error';

/**
 * The customer portal needs a payment provider, which the billing issue brings. Until then the call exists
 * and says so plainly (503 billing_unavailable); the account page shows its own message for it. When the
 * provider lands, check that return_url is on PUBLIC_URL before handing it on, or this becomes an open redirect.
 */
export function registerBillingRoutes(router: ApiRouter): void {
  router.implement(createPortalSession, async (ctx) => {
    requireSession(ctx);
    throw new HttpError(errorCodes.billingUnavailable, 'Subscription management is not available yet.');
  });
}
