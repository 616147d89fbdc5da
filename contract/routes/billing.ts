import type * as billingCalls from '../billing';
import { route } from '../call-route';

/** The browser's routes for the calls of contract/billing.ts; contract/browser.ts gathers them. */
export const listPlans = route<typeof billingCalls.listPlans>({ name: 'listPlans', method: 'get', path: '/billing/plans' });
export const getBillingSettings = route<typeof billingCalls.getBillingSettings>({
  name: 'getBillingSettings',
  method: 'get',
  path: '/billing/settings',
});
export const createCheckoutSession = route<typeof billingCalls.createCheckoutSession>({
  name: 'createCheckoutSession',
  method: 'post',
  path: '/billing/checkout-session',
});
export const createPortalSession = route<typeof billingCalls.createPortalSession>({
  name: 'createPortalSession',
  method: 'post',
  path: '/billing/portal-session',
});
export const listSubscriptions = route<typeof billingCalls.listSubscriptions>({
  name: 'listSubscriptions',
  method: 'get',
  path: '/billing/subscriptions',
});
export const changeSubscriptionPlan = route<typeof billingCalls.changeSubscriptionPlan>({
  name: 'changeSubscriptionPlan',
  method: 'post',
  path: '/billing/subscriptions/{id}/change-plan',
});
export const listManualPaymentMethods = route<typeof billingCalls.listManualPaymentMethods>({
  name: 'listManualPaymentMethods',
  method: 'get',
  path: '/billing/manual-payment-methods',
});
export const submitManualPayment = route<typeof billingCalls.submitManualPayment>({
  name: 'submitManualPayment',
  method: 'post',
  path: '/billing/manual-payments',
  bodyKind: 'multipart',
});
export const listManualPaymentReviews = route<typeof billingCalls.listManualPaymentReviews>({
  name: 'listManualPaymentReviews',
  method: 'get',
  path: '/billing/manual-payments/review',
});
export const approveManualPayment = route<typeof billingCalls.approveManualPayment>({
  name: 'approveManualPayment',
  method: 'post',
  path: '/billing/manual-payments/{id}/approve',
});
export const rejectManualPayment = route<typeof billingCalls.rejectManualPayment>({
  name: 'rejectManualPayment',
  method: 'post',
  path: '/billing/manual-payments/{id}/reject',
});
export const getManualPaymentProof = route<typeof billingCalls.getManualPaymentProof>({
  name: 'getManualPaymentProof',
  method: 'get',
  path: '/billing/manual-payments/{id}/proof',
  answerKind: 'file',
});
