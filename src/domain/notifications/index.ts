export { notificationKeys } from './keys';
export { notificationsOf, unreadCountOf, withArrived, withRead } from './notification-pages';
export type { NotificationPageParam, NotificationPages } from './notification-pages';
