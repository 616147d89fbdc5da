export { registerBilling } from './billing.routes';
export { createInAppDecisionNotifier, createMailDecisionNotifier } from './decision-notifier';
export { createSubscriptionExpiry } from './subscription-expiry';
export { staffEmailCheck } from './staff';
