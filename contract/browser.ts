/**
 * The contract as the browser imports it: every call's route (method, path, how body and answer travel) with
 * its input and answer types, the plain values and rules the browser shares with the server, and the types.
 * Nothing here loads zod, so the schemas stay out of the browser's first load; `npm run lint`
 * refuses a browser import that would bring them in. A new call gets its route as well, in its area's file under
 * contract/routes/: `contract/browser.test.ts` fails until every call in `allCalls` has one that matches it.
 */

export { API_BASE, buildPath } from './base';
export type { CallRoute } from './call-route';
export type { CallAnswer, CallAuth, CallDefinition, CallInput, ErrorBody, HttpMethod } from './core';
export { computeCost, unavailableCost } from './cost';
export type { CostInput, CostResult } from './cost';
export { errorCodes, errorStatus } from './errors';
export type { ErrorCode } from './errors';
export {
  moveOutpaintSide,
  noOutpaint,
  outpaintedSize,
  outpaintProblem,
  outpaintProblemMessages,
  outpaintRules,
  outpaintSideNames,
  stepOutpaint,
} from './outpaint';
export type { OutpaintAxis, OutpaintProblem, OutpaintSide, OutpaintSides } from './outpaint';
export { withSubProjects } from './project-tree';
export type { ProjectTreeNode } from './project-tree';
export { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE_SUFFIX } from './text';
export { isWebhookUrl } from './webhook-url';
export {
  authLimits,
  billingIntervals,
  cancelledTaskCode,
  emailMaxLength,
  emailPattern,
  manualPaymentLimits,
  manualPaymentStatuses,
  notificationLimits,
  notificationStatuses,
  notificationTypes,
  otpCodePattern,
  packageTypes,
  planTypes,
  mediaLimits,
  projectLimits,
  projectPermissionLevels,
  projectTypes,
  teamInvitationStatuses,
  teamLimits,
  teamMemberRoles,
  teamRoles,
  tiers,
} from './values';
export type { ApiKey, Permissions } from './account';
export type {
  CheckoutProvider,
  ManualPaymentMethod,
  ManualPaymentMethods,
  ManualPaymentRequest,
  Plan,
  PlanPrice,
  Subscription,
} from './billing';
export type { GeneratedMedia } from './media';
export type { LineageAncestor, LineageKind, MediaLineage } from './lineage';
export type { GenerationSettings } from './media-search';
export type { Notification, NotificationCode, NotificationEvent, NotificationType } from './notifications';
export type { PointsHistoryEntry } from './points';
export type { QueueTask, TaskInputs } from './queue';
export type { Project, ProjectInvitation, ProjectPermissionLevel, ProjectRole, ShareEntry } from './projects';
export type { Result, TaskEvent, WorkflowRequest } from './generation';
export type {
  ReceivedTeamInvitation,
  TeamDetails,
  TeamInvitation,
  TeamDetailsMember,
  TeamMember,
  TeamMemberRole,
  TeamRole,
  TeamSummary,
} from './teams';
export type { MemberBudget } from './team-budgets';
export type { CostRule, Dimension, GenerationProviderName, Param, Template } from './templates';
export type { Tier, User } from './user';
export type { Webhook, WebhookAttempt } from './webhooks';

// Every call's route, one file per area of the contract.
export * from './routes/health';
export * from './routes/auth';
export * from './routes/user';
export * from './routes/account';
export * from './routes/points';
export * from './routes/billing';
export * from './routes/templates';
export * from './routes/generation';
export * from './routes/queue';
export * from './routes/media';
export * from './routes/lineage';
export * from './routes/media-search';
export * from './routes/projects';
export * from './routes/teams';
export * from './routes/team-budgets';
export * from './routes/notifications';
export * from './routes/webhooks';
