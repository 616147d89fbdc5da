import { PaymentReviewPage } from '@/features/billing';

/** /billing/review: staff review of manual payment requests; the server refuses anyone else. */
export function PaymentReviewRoute() {
  return <PaymentReviewPage />;
}

export { PaymentReviewRoute as Component };
