import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveManualPayment, rejectManualPayment } from '@contract/browser';
import { api } from '@/domain/session';
import { billingKeys } from '@/domain/billing';

/** Staff: approve a request; every status list changes, so all of them refresh. */
export function useApproveManualPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(approveManualPayment, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.reviews() }),
  });
}

export interface RejectVariables {
  id: string;
  reason: string;
}

/** Staff: reject a request with the reason the requester is told. */
export function useRejectManualPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: RejectVariables) => api(rejectManualPayment, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.reviews() }),
  });
}
