import { manualPaymentLimits } from '@contract/browser';

export type ProofProblem = 'billing.portal.proofInvalidType' | 'billing.portal.proofTooLarge';

/** Spec part 1 §9: the proof is a PNG, JPG or GIF of 10MB at most; the server checks the bytes again. */
export function proofProblem(file: Pick<Blob, 'type' | 'size'>): ProofProblem | null {
  if (!(manualPaymentLimits.proofTypes as readonly string[]).includes(file.type)) return 'billing.portal.proofInvalidType';
  if (file.size > manualPaymentLimits.proofMaxBytes) return 'billing.portal.proofTooLarge';
  return null;
}

/** Spec part 1 §5: the payment method is required; the reference and the proof are optional. */
export function methodProblem(method: string | null): 'billing.portal.required' | null {
  return method ? null : 'billing.portal.required';
}
