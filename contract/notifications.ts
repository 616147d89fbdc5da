import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { fillMessage, messageParamsSchema, type MessageParams, type PeopleMessage } from './messages';
import { notificationLimits, notificationStatuses, notificationTypes } from './values';

/**
 * What a notification says, by code, in English with `{{name}}` slots (the browser's
 * `notifications.messages.<code>`). The server stores the code, its parameters and this text filled in, which
 * the browser shows only for a code it has no translation for (as `contract/messages.ts` does for ledger lines).
 */
export const notificationTexts = {
  generation_complete: 'Your {{template}} generation is ready.',
  generation_failed: 'Your {{template}} generation failed.',
  generation_failed_refunded: {
    one: 'Your {{template}} generation failed. Its {{count}} point was refunded.',
    other: 'Your {{template}} generation failed. Its {{count}} points were refunded.',
  },
  project_invitation: '{{inviter_name}} invited you to the project {{project_name}}.',
  team_invitation: '{{inviter_name}} invited you to join the team {{team_name}}.',
  team_role_changed: 'Your role in the team {{team_name}} is now {{role}}.',
  team_removed: 'You were removed from the team {{team_name}}.',
  team_points_received: {
    one: '{{sender_name}} added {{count}} point to the team {{team_name}}.',
    other: '{{sender_name}} added {{count}} points to the team {{team_name}}.',
  },
  payment_approved: 'Your payment for {{plan}} was approved. Your purchase is active.',
  payment_rejected: 'Your payment request for {{plan}} was rejected: {{reason}}',
} as const;
export type NotificationCode = keyof typeof notificationTexts;

export type NotificationType = (typeof notificationTypes)[number];

/**
 * The spec's `type` of each code: `invitation` is a team invitation (its card may offer Accept and Decline), a
 * project invitation has its own card from the pending project invitations.
 */
export const notificationTypeOf = {
  generation_complete: 'generation_complete',
  generation_failed: 'generation_failed',
  generation_failed_refunded: 'generation_failed',
  project_invitation: 'project_invitation',
  team_invitation: 'invitation',
  team_role_changed: 'team',
  team_removed: 'team',
  team_points_received: 'points_received',
  payment_approved: 'payment',
  payment_rejected: 'payment',
} as const satisfies Record<NotificationCode, NotificationType>;

export function notificationMessage(code: NotificationCode, params: MessageParams = {}): PeopleMessage<NotificationCode> {
  return { code, params, text: fillMessage(notificationTexts[code], params) };
}

/** A notification as its user sees it (spec part 1 §3). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  /** The English text: shown only when the browser has no translation for `code`. */
  message: z.string(),
  /** What it says (`notificationTexts`), translated by the browser. */
  code: z.string(),
  /** The values of the code's placeholders, such as `team_name` and `inviter_name` of a team invitation. */
  params: messageParamsSchema,
  status: z.enum(notificationStatuses),
  /** An app path to open when the notification is clicked, such as `/teams`; null when it leads nowhere. */
  link: z.string().nullable(),
  created_at: z.string(),
  data: z.object({ thumbnail_url: z.string().nullable() }),
});
export type Notification = z.infer<typeof notificationSchema>;

const idSchema = z.string().min(1).max(64);

/**
 * `GET /notifications`: newest first, `limit` a page (the spec's 20). Pages by number as the spec says; a
 * client that keeps loading more should pass the previous answer's `next_cursor` instead, so notifications
 * arriving meanwhile do not shift the pages under it (the cursor wins over `page`).
 */
export const listNotifications = defineCall({
  name: 'listNotifications',
  method: 'get',
  path: '/notifications',
  summary: "The caller's notifications, newest first, with the unread count",
  tags: ['notifications'],
  auth: 'session',
  query: z.object({
    page: z.coerce.number().int().positive().max(100_000).default(1),
    limit: z.coerce.number().int().positive().max(notificationLimits.maxPageSize).default(notificationLimits.pageSize),
    cursor: z.string().max(200).optional(),
  }),
  answer: z.object({
    notifications: z.array(notificationSchema),
    pagination: z.object({
      current_page: z.number().int().positive(),
      per_page: z.number().int().positive(),
      total_pages: z.number().int().nonnegative(),
      total_items: z.number().int().nonnegative(),
    }),
    unread_count: z.number().int().nonnegative(),
    /** Where the next page starts, or null on the last page. */
    next_cursor: z.string().nullable(),
  }),
  errors: [E.unauthorized],
});

/** Marks the listed notifications read, or every one when `ids` is left out; ids not the caller's are ignored. */
export const markNotificationsRead = defineCall({
  name: 'markNotificationsRead',
  method: 'post',
  path: '/notifications/mark-read',
  summary: 'Mark notifications read: the given ids, or all of them when no ids are given',
  tags: ['notifications'],
  auth: 'session',
  body: z.object({ ids: z.array(idSchema).max(notificationLimits.maxPageSize).optional() }),
  answer: z.object({ success: z.literal(true), unread_count: z.number().int().nonnegative() }),
  errors: [E.unauthorized],
});

export const reportNotification = defineCall({
  name: 'reportNotification',
  method: 'post',
  path: '/notifications/{id}/report',
  summary: 'Report a notification to support',
  tags: ['notifications'],
  auth: 'session',
  params: z.object({ id: idSchema }),
  answer: z.object({ message: z.string() }),
  errors: [E.unauthorized, E.notFound],
});

/** `event: notification` on `GET /tasks/events`: a new notification, as it is listed, and the new unread count. */
export const notificationEventSchema = z.object({
  kind: z.literal('notification'),
  notification: notificationSchema,
  unread_count: z.number().int().nonnegative(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
