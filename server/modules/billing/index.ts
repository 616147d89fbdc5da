export { registerBilling } from './billing.routes';
export type { BillingWiring } from './billing.routes';
export type { TeamGrants } from './team-grants';
export { createInAppDecisionNotifier, createMailDecisionNotifier } from './decision-notifier';
export type { DecisionNotifier } from './decision-notifier';
export { createSubscriptionExpiry } from './subscription-expiry';
export { staffEmailCheck } from './staff';
export type { SubscriptionExpiry } from './subscription-expiry';
export type { BillingDeps, BillingService } from './billing.service';
