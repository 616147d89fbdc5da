export { bellCount, teamInvitationsWithoutNotice } from './bell-count';
export { notificationKeys } from './keys';
export { canMarkAllRead, markReadMutationOptions, reportNotificationMutationOptions } from './notification-mutations';
export { notificationsOf, withArrived } from './notification-pages';
export type { NotificationPages } from './notification-pages';
export { notificationsQueryOptions } from './notification-queries';
export { matchingTeamInvitation } from './team-invitation-match';
