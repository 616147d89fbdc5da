/**
 * The contract as the browser imports it: every call's route (method, path, how body and answer travel) with
 * its input and answer types, the plain values and rules the browser shares with the server, and the types.
 * Nothing here loads zod, so the schemas stay out of the browser's first load (issue 11); `npm run lint`
 * refuses a browser import that would bring them in. A new call gets its route here as well:
 * `contract/browser.test.ts` fails until every call in `allCalls` has one that matches it.
 */
import type * as accountCalls from './account';
import type * as authCalls from './auth';
import type * as billingCalls from './billing';
import { route } from './call-route';
import type * as generationCalls from './generation';
import type * as healthCalls from './health';
import type * as mediaCalls from './media';
import type * as notificationCalls from './notifications';
import type * as pointsCalls from './points';
import type * as projectCalls from './projects';
import type * as teamCalls from './teams';
import type * as templateCalls from './templates';
import type * as userCalls from './user';

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
export { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE_SUFFIX } from './text';
export {
  authLimits,
  billingIntervals,
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
export type { CheckoutProvider, ManualPaymentMethod, ManualPaymentMethods, ManualPaymentRequest, Plan, PlanPrice } from './billing';
export type { GeneratedMedia } from './media';
export type { Notification, NotificationCode, NotificationEvent, NotificationType } from './notifications';
export type { PointsHistoryEntry } from './points';
export type { Project, ProjectInvitation, ProjectPermissionLevel, ProjectRole, ShareEntry } from './projects';
export type { Result, TaskEvent, WorkflowRequest } from './generation';
export type { ReceivedTeamInvitation, TeamDetails, TeamInvitation, TeamMember, TeamMemberRole, TeamRole, TeamSummary } from './teams';
export type { CostRule, Dimension, Param, Template } from './templates';
export type { Tier, User } from './user';

// health.ts
export const health = route<typeof healthCalls.health>({ name: 'health', method: 'get', path: '/health' });

// auth.ts
export const publicConfig = route<typeof authCalls.publicConfig>({ name: 'publicConfig', method: 'get', path: '/config' });
export const captchaChallenge = route<typeof authCalls.captchaChallenge>({
  name: 'captchaChallenge',
  method: 'get',
  path: '/captcha/challenge',
});
export const login = route<typeof authCalls.login>({ name: 'login', method: 'post', path: '/login' });
export const register = route<typeof authCalls.register>({ name: 'register', method: 'post', path: '/register' });
export const verifyEmail = route<typeof authCalls.verifyEmail>({ name: 'verifyEmail', method: 'post', path: '/verify_email' });
export const resendActivationOtp = route<typeof authCalls.resendActivationOtp>({
  name: 'resendActivationOtp',
  method: 'post',
  path: '/resend_activation_otp',
});
export const requestPasswordOtp = route<typeof authCalls.requestPasswordOtp>({
  name: 'requestPasswordOtp',
  method: 'post',
  path: '/request_password_otp',
});
export const resetPasswordOtp = route<typeof authCalls.resetPasswordOtp>({
  name: 'resetPasswordOtp',
  method: 'post',
  path: '/reset_password_otp',
});
export const googleSignIn = route<typeof authCalls.googleSignIn>({ name: 'googleSignIn', method: 'post', path: '/auth/google' });
export const logout = route<typeof authCalls.logout>({ name: 'logout', method: 'post', path: '/logout' });

// user.ts
export const getMe = route<typeof userCalls.getMe>({ name: 'getMe', method: 'get', path: '/user/me' });

// account.ts
export const getTaskAllowance = route<typeof accountCalls.getTaskAllowance>({
  name: 'getTaskAllowance',
  method: 'get',
  path: '/user/task-allowance',
});
export const changePassword = route<typeof accountCalls.changePassword>({
  name: 'changePassword',
  method: 'post',
  path: '/user/me/change-password',
});
export const requestEmailChange = route<typeof accountCalls.requestEmailChange>({
  name: 'requestEmailChange',
  method: 'post',
  path: '/user/me/request-email-change',
});
export const confirmEmailChange = route<typeof accountCalls.confirmEmailChange>({
  name: 'confirmEmailChange',
  method: 'post',
  path: '/user/me/confirm-email-change',
});
export const updateSettings = route<typeof accountCalls.updateSettings>({
  name: 'updateSettings',
  method: 'post',
  path: '/user/me/settings',
});
export const listApiKeys = route<typeof accountCalls.listApiKeys>({ name: 'listApiKeys', method: 'get', path: '/user/api-keys' });
export const createApiKey = route<typeof accountCalls.createApiKey>({ name: 'createApiKey', method: 'post', path: '/user/api-keys' });
export const revokeApiKey = route<typeof accountCalls.revokeApiKey>({
  name: 'revokeApiKey',
  method: 'delete',
  path: '/user/api-keys/{id}',
});

// points.ts
export const getPointsBalance = route<typeof pointsCalls.getPointsBalance>({
  name: 'getPointsBalance',
  method: 'get',
  path: '/points/balance',
});
export const getPointsHistory = route<typeof pointsCalls.getPointsHistory>({
  name: 'getPointsHistory',
  method: 'get',
  path: '/points/history',
});

// billing.ts
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

// templates.ts
export const listServiceModels = route<typeof templateCalls.listServiceModels>({
  name: 'listServiceModels',
  method: 'get',
  path: '/service-models',
});
export const listEnhancerStyles = route<typeof templateCalls.listEnhancerStyles>({
  name: 'listEnhancerStyles',
  method: 'get',
  path: '/enhancer-sets/{setId}/styles',
});
export const listDimensionPresets = route<typeof templateCalls.listDimensionPresets>({
  name: 'listDimensionPresets',
  method: 'get',
  path: '/templates/{templateId}/dimension-presets',
});
export const getCatalogThumbnail = route<typeof templateCalls.getCatalogThumbnail>({
  name: 'getCatalogThumbnail',
  method: 'get',
  path: '/catalog/thumbnails/{name}',
  answerKind: 'file',
});

// generation.ts
export const runWorkflow = route<typeof generationCalls.runWorkflow>({ name: 'runWorkflow', method: 'post', path: '/workflows/run' });
export const estimateWorkflowCost = route<typeof generationCalls.estimateWorkflowCost>({
  name: 'estimateWorkflowCost',
  method: 'post',
  path: '/workflows/cost',
});
export const getTaskStatus = route<typeof generationCalls.getTaskStatus>({ name: 'getTaskStatus', method: 'get', path: '/tasks/{taskId}' });
export const streamTaskEvents = route<typeof generationCalls.streamTaskEvents>({
  name: 'streamTaskEvents',
  method: 'get',
  path: '/tasks/events',
  answerKind: 'event-stream',
});

// media.ts
export const listGeneratedHistory = route<typeof mediaCalls.listGeneratedHistory>({
  name: 'listGeneratedHistory',
  method: 'get',
  path: '/generated-history',
});
export const listUploadedImages = route<typeof mediaCalls.listUploadedImages>({
  name: 'listUploadedImages',
  method: 'get',
  path: '/uploaded-images',
});
export const toggleFavorite = route<typeof mediaCalls.toggleFavorite>({
  name: 'toggleFavorite',
  method: 'post',
  path: '/media/{id}/favorite',
});
export const renameGeneratedMedia = route<typeof mediaCalls.renameGeneratedMedia>({
  name: 'renameGeneratedMedia',
  method: 'patch',
  path: '/generated-history/{id}',
});
export const uploadImageForAi = route<typeof mediaCalls.uploadImageForAi>({
  name: 'uploadImageForAi',
  method: 'post',
  path: '/uploads/images',
  bodyKind: 'multipart',
});
export const uploadVideoThumbnail = route<typeof mediaCalls.uploadVideoThumbnail>({
  name: 'uploadVideoThumbnail',
  method: 'post',
  path: '/media/{id}/thumbnail',
  bodyKind: 'multipart',
});
export const getMediaFile = route<typeof mediaCalls.getMediaFile>({
  name: 'getMediaFile',
  method: 'get',
  path: '/media/files/{id}/{variant}',
  answerKind: 'file',
});

// projects.ts
export const listProjects = route<typeof projectCalls.listProjects>({ name: 'listProjects', method: 'get', path: '/projects' });
export const createProject = route<typeof projectCalls.createProject>({ name: 'createProject', method: 'post', path: '/projects' });
export const renameProject = route<typeof projectCalls.renameProject>({ name: 'renameProject', method: 'patch', path: '/projects/{id}' });
export const getProjectContent = route<typeof projectCalls.getProjectContent>({
  name: 'getProjectContent',
  method: 'get',
  path: '/projects/{id}/content',
});
export const moveProjectItems = route<typeof projectCalls.moveProjectItems>({
  name: 'moveProjectItems',
  method: 'post',
  path: '/projects/move',
});
export const deleteProjectItems = route<typeof projectCalls.deleteProjectItems>({
  name: 'deleteProjectItems',
  method: 'post',
  path: '/projects/delete',
});
export const getProjectSharing = route<typeof projectCalls.getProjectSharing>({
  name: 'getProjectSharing',
  method: 'get',
  path: '/projects/{id}/sharing',
});
export const shareProject = route<typeof projectCalls.shareProject>({ name: 'shareProject', method: 'post', path: '/projects/{id}/share' });
export const cancelProjectInvitation = route<typeof projectCalls.cancelProjectInvitation>({
  name: 'cancelProjectInvitation',
  method: 'post',
  path: '/projects/{id}/invitations/cancel',
});
export const updateProjectCollaborator = route<typeof projectCalls.updateProjectCollaborator>({
  name: 'updateProjectCollaborator',
  method: 'patch',
  path: '/projects/{id}/collaborators/{userId}',
});
export const removeProjectCollaborator = route<typeof projectCalls.removeProjectCollaborator>({
  name: 'removeProjectCollaborator',
  method: 'delete',
  path: '/projects/{id}/collaborators/{userId}',
});
export const leaveProject = route<typeof projectCalls.leaveProject>({ name: 'leaveProject', method: 'post', path: '/projects/{id}/leave' });
export const listPendingProjectInvitations = route<typeof projectCalls.listPendingProjectInvitations>({
  name: 'listPendingProjectInvitations',
  method: 'get',
  path: '/project-invitations/pending',
});
export const acceptProjectInvitation = route<typeof projectCalls.acceptProjectInvitation>({
  name: 'acceptProjectInvitation',
  method: 'post',
  path: '/project-invitations/accept',
});
export const declineProjectInvitation = route<typeof projectCalls.declineProjectInvitation>({
  name: 'declineProjectInvitation',
  method: 'post',
  path: '/project-invitations/decline',
});

// teams.ts
export const listTeams = route<typeof teamCalls.listTeams>({ name: 'listTeams', method: 'get', path: '/teams' });
export const createTeam = route<typeof teamCalls.createTeam>({ name: 'createTeam', method: 'post', path: '/teams' });
export const getTeam = route<typeof teamCalls.getTeam>({ name: 'getTeam', method: 'get', path: '/teams/{id}' });
export const deleteTeam = route<typeof teamCalls.deleteTeam>({ name: 'deleteTeam', method: 'delete', path: '/teams/{id}' });
export const inviteTeamMember = route<typeof teamCalls.inviteTeamMember>({
  name: 'inviteTeamMember',
  method: 'post',
  path: '/teams/{id}/invite',
});
export const cancelTeamInvitation = route<typeof teamCalls.cancelTeamInvitation>({
  name: 'cancelTeamInvitation',
  method: 'delete',
  path: '/teams/{id}/invitations',
});
export const updateTeamMember = route<typeof teamCalls.updateTeamMember>({
  name: 'updateTeamMember',
  method: 'put',
  path: '/teams/{id}/members/{userId}',
});
export const removeTeamMember = route<typeof teamCalls.removeTeamMember>({
  name: 'removeTeamMember',
  method: 'delete',
  path: '/teams/{id}/members/{userId}',
});
export const leaveTeam = route<typeof teamCalls.leaveTeam>({ name: 'leaveTeam', method: 'delete', path: '/teams/{id}/leave' });
export const toggleTeamSeat = route<typeof teamCalls.toggleTeamSeat>({
  name: 'toggleTeamSeat',
  method: 'post',
  path: '/teams/{id}/members/{userId}/toggle-seat',
});
export const transferTeamPoints = route<typeof teamCalls.transferTeamPoints>({
  name: 'transferTeamPoints',
  method: 'post',
  path: '/teams/{id}/transfer-points',
});
export const listPendingTeamInvitations = route<typeof teamCalls.listPendingTeamInvitations>({
  name: 'listPendingTeamInvitations',
  method: 'get',
  path: '/invitations/pending',
});
export const acceptTeamInvitation = route<typeof teamCalls.acceptTeamInvitation>({
  name: 'acceptTeamInvitation',
  method: 'post',
  path: '/invitations/accept',
});
export const declineTeamInvitation = route<typeof teamCalls.declineTeamInvitation>({
  name: 'declineTeamInvitation',
  method: 'post',
  path: '/invitations/decline',
});
// notifications.ts
export const listNotifications = route<typeof notificationCalls.listNotifications>({
  name: 'listNotifications',
  method: 'get',
  path: '/notifications',
});
export const markNotificationsRead = route<typeof notificationCalls.markNotificationsRead>({
  name: 'markNotificationsRead',
  method: 'post',
  path: '/notifications/mark-read',
});
export const reportNotification = route<typeof notificationCalls.reportNotification>({
  name: 'reportNotification',
  method: 'post',
  path: '/notifications/{id}/report',
});
