import { route } from '../call-route.ts';
import type * as notificationCalls from '../notifications';

/** The browser's routes for the calls of contract/notifications.ts; contract/browser.ts gathers them. */
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
