import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';
import { insertOutboxMail } from './outbox.repository';

/** Without SMTP the mail is kept in the database and printed, so a developer can read the code. */
export function createDevOutboxMailer(deps: { db: Database; logger: Logger; clock: Clock }): Mailer {
  return {
    async send(message: MailMessage) {
      await insertOutboxMail(deps.db, message, deps.clock.now());
      deps.logger.info('Mail kept in the dev outbox (no SMTP configured); see /dev/mailbox', {
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
