export { registerNotificationRoutes } from './notifications.routes';
export { createNotificationService } from './notifications.service';
export type { NotificationService } from './notifications.service';
export { createNotifier } from './notifier';
export type { AnnounceNotification, Notifier, NotifyInput } from './notifier';
export { createTeamNotifier } from './team-notifier';
