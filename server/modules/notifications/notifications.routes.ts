import { listNotifications, markNotificationsRead, reportNotification } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { NotificationService } from './notifications.service';

export function registerNotificationRoutes(router: ApiRouter, deps: { notifications: NotificationService }): void {
  router.implement(listNotifications, async (ctx) => deps.notifications.list(requireSession(ctx).userId, ctx.query));
  router.implement(markNotificationsRead, async (ctx) => deps.notifications.markRead(requireSession(ctx).userId, ctx.body.ids));
  router.implement(reportNotification, async (ctx) => deps.notifications.report(requireSession(ctx).userId, ctx.params.id));
}
