import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeSubscriptionPlan } from '@contract/browser';
import { toast } from '@/design-system';
import { paths } from '@/domain/paths';
import { api } from '@/domain/session';
import { useErrorMessage } from '@/lib/api';

export interface ChangePlanVariables {
  subscriptionId: string;
  priceId: string;
}

/**
 * Changes a subscription's plan through its provider. Changed at once: everything refreshes (tier, points, seats)
 * and `onChanged` runs. Waiting for the buyer's approval at the provider (PayPal): the browser goes there.
 */
export function useChangePlanMutation(options: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  const toMessage = useErrorMessage();
  return useMutation({
    mutationFn: ({ subscriptionId, priceId }: ChangePlanVariables) =>
      api(changeSubscriptionPlan, {
        params: { id: subscriptionId },
        body: { price_id: priceId, return_url: `${window.location.origin}${paths.billingSuccess}` },
      }),
    onSuccess: async (answer) => {
      if (answer.status === 'scheduled' && answer.approve_url && /^https?:/.test(answer.approve_url)) {
        window.location.assign(answer.approve_url);
        return;
      }
      await queryClient.invalidateQueries();
      options.onChanged();
    },
    onError: (error) => toast.error(toMessage(error, 'billing.portal.changeFailed')),
  });
}
