import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { devOutbox, type DevOutboxRow } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function insertOutboxMail(db: Executor, message: MailMessage, createdAt: Date): Promise<void> {
  await db.insert(devOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    createdAt,
  });
}

/** Newest first. */
export async function listOutboxMails(db: Executor, limit = 100): Promise<DevOutboxRow[]> {
  return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
}
