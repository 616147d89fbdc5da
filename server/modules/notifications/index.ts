export { registerNotificationRoutes } from './notifications.routes';
export { createNotificationService } from './notifications.service';
export { createNotifier } from './notifier';
export type { Notifier } from './notifier';
export { createTeamNotifier } from './team-notifier';
