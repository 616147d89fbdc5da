export { apiKeys } from './api-keys';
export type { ApiKeyRow } from './api-keys';
export { codePurposes, oneTimeCodes } from './one-time-codes';
export type { CodePurpose, OneTimeCodeRow } from './one-time-codes';
export { ledgerKinds, pointAccounts, pointLedger } from './points';
export type { LedgerKind, PointLedgerRow } from './points';
export { sessions } from './sessions';
export type { SessionRow } from './sessions';
export { captchaReplays, devOutbox, rateLimitWindows } from './system';
export type { DevOutboxRow } from './system';
export { users } from './users';
export type { UserRow, UserSettings } from './users';
export { generationTasks, taskStatuses } from './generation-tasks';
export type { GenerationTaskRow, TaskStatus } from './generation-tasks';
export { mediaItems, mediaTypes, uploadPurposes, uploads } from './media';
export type { MediaItemRow, MediaType, UploadPurpose, UploadRow } from './media';
export { invitationStatuses, projectInvitations, projectMembers, projectPermissions, projects } from './projects';
export type { InvitationStatus, ProjectInvitationRow, ProjectMemberRow, ProjectPermission, ProjectRow } from './projects';
export { idempotencyKeys } from './idempotency-keys';
export type { IdempotencyKeyRow } from './idempotency-keys';
export {
  billingCheckouts,
  billingEvents,
  billingSubscriptions,
  checkoutStatuses,
  manualPaymentRequests,
  manualPaymentStatuses,
  subscriptionStatuses,
} from './billing';
export type {
  BillingCheckoutRow,
  BillingSubscriptionRow,
  CheckoutStatus,
  ManualPaymentRequestRow,
  ManualPaymentStatus,
  SubscriptionStatus,
} from './billing';
export { teamDepartures, teamInvitations, teamMembers, teamRoles, teams, teamSeatGrants } from './teams';
export type { TeamInvitationRow, TeamInvitationStatus, TeamMemberRow, TeamRoleValue, TeamRow } from './teams';
export { notifications } from './notifications';
export type { NotificationRow } from './notifications';
export { webhookAttempts, webhookDeliveries, webhookDeliveryStatuses, webhooks } from './webhooks';
export type { WebhookAttemptRow, WebhookDeliveryRow, WebhookDeliveryStatus, WebhookRow } from './webhooks';
