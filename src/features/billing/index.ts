export { BillingPage } from './components/plans/billing-page';
export { PaymentPortalPage } from './components/portal/payment-portal-page';
export { PaymentReviewPage } from './components/review/payment-review-page';
