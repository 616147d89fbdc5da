import { useMutation } from '@tanstack/react-query';
import { createCheckoutSession } from '@contract/browser';
import { toast } from '@/design-system';
import { paths } from '@/domain/paths';
import { api } from '@/domain/session';
import { useErrorMessage } from '@/lib/api';

export interface CheckoutVariables {
  priceId: string;
  /** Only for a plan that grants seats, bought in a team workspace (spec part 1 §5). */
  teamId?: string;
}

/** Thrown when the provider's answer has no address the browser may go to. */
class MissingCheckoutUrl extends Error {}

/** Only a web address is followed: a `javascript:` or empty answer must never be navigated to. */
function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Starts a hosted checkout (spec part 1 §4): on success the browser goes to the provider, so the mutation stays
 * pending until the page unloads; on failure the button is enabled again and the error is said (§8). The
 * provider returns to /billing?status=success, or to the portal on cancel.
 */
export function useCheckoutMutation() {
  const toMessage = useErrorMessage();
  return useMutation({
    mutationFn: async ({ priceId, teamId }: CheckoutVariables) => {
      const origin = window.location.origin;
      const answer = await api(createCheckoutSession, {
        body: {
          price_id: priceId,
          success_url: `${origin}${paths.billingSuccess}`,
          cancel_url: `${origin}${paths.paymentPortal}`,
          ...(teamId ? { team_id: teamId } : {}),
        },
      });
      if (!isWebAddress(answer.checkout_url)) throw new MissingCheckoutUrl();
      return answer.checkout_url;
    },
    onSuccess: (checkoutUrl) => window.location.assign(checkoutUrl),
    onError: (error) =>
      toast.error(
        error instanceof MissingCheckoutUrl
          ? toMessage(null, 'billing.portal.checkoutUrlMissing')
          : toMessage(error, 'billing.portal.checkoutFailed'),
      ),
  });
}
