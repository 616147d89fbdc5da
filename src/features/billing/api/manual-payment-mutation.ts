import { useMutation } from '@tanstack/react-query';
import { submitManualPayment } from '@contract/browser';
import { api } from '@/domain/session';

export interface ManualPaymentVariables {
  priceId: string;
  method: string;
  reference: string;
  proof: File | null;
  /** As for checkout: only for seats bought in a team workspace. */
  teamId?: string;
}

/** Sends a manual payment request as a form upload (spec part 1 §7); the answer's message is shown (§4). */
export function useManualPaymentMutation() {
  return useMutation({
    mutationFn: ({ priceId, method, reference, proof, teamId }: ManualPaymentVariables) =>
      api(submitManualPayment, {
        body: {
          plan_price_id: priceId,
          payment_method: method,
          ...(reference.trim() ? { transaction_reference: reference.trim() } : {}),
          ...(proof ? { proof_file: proof } : {}),
          ...(teamId ? { team_id: teamId } : {}),
        },
      }),
  });
}
