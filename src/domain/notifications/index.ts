export { bellCount, teamInvitationsWithoutNotice } from './bell-count';
export type { ProjectInvitationLike } from './bell-count';
export { notificationKeys } from './keys';
export { canMarkAllRead, markReadMutationOptions, reportNotificationMutationOptions } from './notification-mutations';
export { notificationsOf, withArrived } from './notification-pages';
export type { NotificationPage, NotificationPageParam, NotificationPages } from './notification-pages';
export { notificationsQueryOptions } from './notification-queries';
export { matchingTeamInvitation } from './team-invitation-match';
export type { TeamInvitationLike } from './team-invitation-match';
