export { registerBilling } from './billing.routes';
export type { BillingWiring } from './billing.routes';
export { noTeamGrantsYet } from './team-grants';
export type { TeamGrants } from './team-grants';
export type { DecisionNotifier } from './decision-notifier';
export { createBillingService } from './billing.service';
export type { BillingDeps, BillingService } from './billing.service';
