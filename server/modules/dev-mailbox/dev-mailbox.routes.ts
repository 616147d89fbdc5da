import type { Hono } from 'hono';
import type { Database } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { listOutboxMails } from '../../integrations/mail/outbox.repository';
import { renderMailbox } from './dev-mailbox.page';

/** Only mounted when no SMTP server is configured; otherwise these paths answer 404 like any unknown path. */
export function registerDevMailboxRoutes(app: Hono<AppEnv>, deps: { db: Database }): void {
  app.get('/dev/mailbox.json', async (c) => {
    const mails = await listOutboxMails(deps.db);
    return c.json({
      mails: mails.map((mail) => ({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        created_at: mail.createdAt.toISOString(),
      })),
    });
  });

  app.get('/dev/mailbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderMailbox(await listOutboxMails(deps.db)));
  });
}
