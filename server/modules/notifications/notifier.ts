import { notificationMessage, notificationTypeOf, type MessageParams, type NotificationCode } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import type { Logger } from '../../logger';
import { insertNotification } from './notifications.repository';

/** What another module asks to tell a user. */
export interface NotifyInput {
  userId: string;
  code: NotificationCode;
  params?: MessageParams;
  /** An app path to open on click, such as `/teams`. */
  link?: string | null;
  /** A creation of the user's whose thumbnail the card shows. */
  thumbnailMediaId?: string | null;
}

/** Tells the user's open event streams that a notification arrived (the task event bus, wired by the app). */
export type AnnounceNotification = (change: { userId: string; notificationId: string }) => Promise<void>;

/**
 * How other modules tell a user something (an invitation, a finished generation, a change in a team): the
 * notification is stored for the list and the bell, and announced on the user's open event streams.
 */
export function createNotifier(deps: { db: Database; clock: Clock; logger: Logger; announce: AnnounceNotification }) {
  async function record(db: Executor, input: NotifyInput) {
    const message = notificationMessage(input.code, input.params);
    return insertNotification(db, {
      userId: input.userId,
      type: notificationTypeOf[input.code],
      code: message.code,
      params: message.params,
      message: message.text,
      link: input.link ?? null,
      thumbnailMediaId: input.thumbnailMediaId ?? null,
      createdAt: deps.clock.now(),
    });
  }

  /** A missed announcement costs only latency: the browser's 60 s poll brings the notification anyway. */
  async function announce(userId: string, notificationId: string) {
    await deps.announce({ userId, notificationId }).catch((error: unknown) => {
      deps.logger.warn('a notification could not be announced on the event stream', { error });
    });
  }

  return {
    /** Stores a notification and tells the user's open streams. */
    async notify(input: NotifyInput) {
      const row = await record(deps.db, input);
      await announce(row.userId, row.id);
      return row;
    },

    /**
     * Stores a notification in the caller's transaction, so it exists exactly when what it tells of happened.
     * Returns what tells the user's streams: call it once the transaction has committed.
     */
    async notifyWithin(tx: Executor, input: NotifyInput): Promise<() => Promise<void>> {
      const row = await record(tx, input);
      return () => announce(row.userId, row.id);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
