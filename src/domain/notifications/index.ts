export { notificationKeys } from './keys';
export { notificationsOf, unreadCountOf, withArrived, withRead } from './notification-pages';
export type { NotificationPage, NotificationPageParam, NotificationPages } from './notification-pages';
