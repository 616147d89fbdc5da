export { API_BASE, buildPath, defineCall, errorBody, IDEMPOTENCY_KEY_TTL_HOURS, idempotencyKeySchema } from './core';
export type { CallAnswer, CallAuth, CallDefinition, CallInput, ErrorBody, HttpMethod } from './core';
export { errorCodes, errorStatus } from './errors';
export type { ErrorCode } from './errors';
export {
  authLimits,
  captchaChallenge,
  captchaChallengeSchema,
  emailSchema,
  googleSignIn,
  login,
  logout,
  otpCodeSchema,
  passwordSchema,
  publicConfig,
  register,
  requestPasswordOtp,
  resendActivationOtp,
  resetPasswordOtp,
  usernameSchema,
  verifyEmail,
} from './auth';
export { getMe, tierSchema, tiers, userSchema, userSettingsSchema } from './user';
export type { Tier, User } from './user';
export { health } from './health';
export {
  apiKeySchema,
  apiKeyScopes,
  changePassword,
  confirmEmailChange,
  createApiKey,
  getTaskAllowance,
  listApiKeys,
  permissionsSchema,
  requestEmailChange,
  revokeApiKey,
  updateSettings,
} from './account';
export type { ApiKey, Permissions } from './account';
export { getPointsBalance, getPointsHistory, paginationSchema, pointsHistoryEntrySchema } from './points';
export type { PointsHistoryEntry } from './points';
export {
  approveManualPayment,
  createCheckoutSession,
  createPortalSession,
  checkoutProviders,
  getBillingSettings,
  getManualPaymentProof,
  listManualPaymentMethods,
  listManualPaymentReviews,
  listPlans,
  manualPaymentMethodSchema,
  manualPaymentMethodsSchema,
  manualPaymentRequestSchema,
  planPriceSchema,
  planSchema,
  rejectManualPayment,
  submitManualPayment,
} from './billing';
export type { CheckoutProvider, ManualPaymentMethod, ManualPaymentMethods, ManualPaymentRequest, Plan, PlanPrice } from './billing';
export {
  billingMessage,
  billingMessageTexts,
  ledgerEntryMessage,
  ledgerEntryTexts,
  messageParamsSchema,
  outpaintProblemMessage,
  taskErrorMessage,
  taskErrorTexts,
  fillMessage,
} from './messages';
export type { BillingMessageCode, LedgerEntryCode, MessageParams, PeopleMessage, TaskErrorCode } from './messages';

import * as account from './account';
import * as auth from './auth';
import * as billing from './billing';
import * as generation from './generation';
import { health } from './health';
import * as media from './media';
import * as notifications from './notifications';
import * as points from './points';
import * as projects from './projects';
import * as teams from './teams';
import * as templates from './templates';
import { getMe } from './user';

/** Every call of the API, for the OpenAPI document and the contract tests. */
export const allCalls = [
  health,
  auth.publicConfig,
  auth.captchaChallenge,
  auth.login,
  auth.register,
  auth.verifyEmail,
  auth.resendActivationOtp,
  auth.requestPasswordOtp,
  auth.resetPasswordOtp,
  auth.googleSignIn,
  auth.logout,
  getMe,
  account.getTaskAllowance,
  account.changePassword,
  account.requestEmailChange,
  account.confirmEmailChange,
  account.updateSettings,
  account.listApiKeys,
  account.createApiKey,
  account.revokeApiKey,
  points.getPointsBalance,
  points.getPointsHistory,
  billing.listPlans,
  billing.getBillingSettings,
  billing.createCheckoutSession,
  billing.createPortalSession,
  billing.listManualPaymentMethods,
  billing.submitManualPayment,
  billing.listManualPaymentReviews,
  billing.approveManualPayment,
  billing.rejectManualPayment,
  billing.getManualPaymentProof,
  templates.listServiceModels,
  templates.listEnhancerStyles,
  templates.listDimensionPresets,
  templates.getCatalogThumbnail,
  generation.runWorkflow,
  generation.estimateWorkflowCost,
  generation.getTaskStatus,
  generation.streamTaskEvents,
  media.listGeneratedHistory,
  media.listUploadedImages,
  media.toggleFavorite,
  media.renameGeneratedMedia,
  media.uploadImageForAi,
  media.uploadVideoThumbnail,
  media.getMediaFile,
  projects.listProjects,
  projects.createProject,
  projects.renameProject,
  projects.getProjectContent,
  projects.moveProjectItems,
  projects.deleteProjectItems,
  projects.getProjectSharing,
  projects.shareProject,
  projects.cancelProjectInvitation,
  projects.updateProjectCollaborator,
  projects.removeProjectCollaborator,
  projects.leaveProject,
  projects.listPendingProjectInvitations,
  projects.acceptProjectInvitation,
  projects.declineProjectInvitation,
  teams.listTeams,
  teams.createTeam,
  teams.getTeam,
  teams.deleteTeam,
  teams.inviteTeamMember,
  teams.cancelTeamInvitation,
  teams.updateTeamMember,
  teams.removeTeamMember,
  teams.leaveTeam,
  teams.toggleTeamSeat,
  teams.transferTeamPoints,
  teams.listPendingTeamInvitations,
  teams.acceptTeamInvitation,
  teams.declineTeamInvitation,
  notifications.listNotifications,
  notifications.markNotificationsRead,
  notifications.reportNotification,
] as const;
export { computeCost, unavailableCost } from './cost';
export type { CostInput, CostResult } from './cost';
export {
  configurableTaskSchema,
  costRuleSchema,
  getCatalogThumbnail,
  dimensionSchema,
  enhancerStyleSchema,
  inputRequirementSchema,
  listDimensionPresets,
  listEnhancerStyles,
  listServiceModels,
  paramGroupSchema,
  paramSchema,
  paramTypes,
  templateSchema,
  templateTypes,
} from './templates';
export type { CostRule, Dimension, Param, Template } from './templates';
export {
  estimateWorkflowCost,
  getTaskStatus,
  mediaTypeSchema,
  streamTaskEvents,
  resultSchema,
  runWorkflow,
  taskEventSchema,
  taskSchema,
  taskStatuses,
  workflowRequestSchema,
} from './generation';
export type { Result, TaskEvent, WorkflowRequest } from './generation';
export {
  generatedMediaSchema,
  getMediaFile,
  historyPageFields,
  historyQuerySchema,
  historyTotalCap,
  listGeneratedHistory,
  listUploadedImages,
  mediaFileVariants,
  mediaNameSchema,
  remixDataSchema,
  renameGeneratedMedia,
  toggleFavorite,
  uploadedImageSchema,
  uploadImageForAi,
  uploadVideoThumbnail,
} from './media';
export type { GeneratedMedia } from './media';
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
export { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE_SUFFIX } from './text';
export {
  acceptProjectInvitation,
  cancelProjectInvitation,
  createProject,
  declineProjectInvitation,
  deleteProjectItems,
  getProjectContent,
  getProjectSharing,
  leaveProject,
  listPendingProjectInvitations,
  listProjects,
  moveProjectItems,
  pendingProjectInvitationSchema,
  projectInvitationSchema,
  projectNameSchema,
  projectPermissionSchema,
  projectRoleSchema,
  projectSchema,
  removeProjectCollaborator,
  renameProject,
  shareEntrySchema,
  shareProject,
  updateProjectCollaborator,
} from './projects';
export type { Project, ProjectInvitation, ProjectPermissionLevel, ProjectRole, ShareEntry } from './projects';
export {
  acceptTeamInvitation,
  cancelTeamInvitation,
  createTeam,
  declineTeamInvitation,
  deleteTeam,
  getTeam,
  inviteTeamMember,
  leaveTeam,
  listPendingTeamInvitations,
  listTeams,
  receivedTeamInvitationSchema,
  removeTeamMember,
  teamDetailsSchema,
  teamInvitationSchema,
  teamMemberRoleSchema,
  teamMemberSchema,
  teamNameSchema,
  teamRoleSchema,
  teamSummarySchema,
  toggleTeamSeat,
  transferTeamPoints,
  updateTeamMember,
} from './teams';
export type { ReceivedTeamInvitation, TeamDetails, TeamInvitation, TeamMember, TeamMemberRole, TeamRole, TeamSummary } from './teams';
export {
  listNotifications,
  markNotificationsRead,
  notificationEventSchema,
  notificationMessage,
  notificationSchema,
  notificationTexts,
  notificationTypeOf,
  reportNotification,
} from './notifications';
export type { Notification, NotificationCode, NotificationEvent, NotificationType } from './notifications';
export {
  notificationLimits,
  notificationStatuses,
  notificationTypes,
  billingIntervals,
  manualPaymentLimits,
  manualPaymentStatuses,
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
} from './values';
