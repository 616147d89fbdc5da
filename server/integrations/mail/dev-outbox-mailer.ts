import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mailer';
import { insertOutboxMail } from './outbox.repository';

/**
 * Without SMTP the mail is kept in the database and printed, so a developer can read the code. A production
 * server refuses to start without SMTP (productionMailProblem); should one run this way anyway, its log never
 * carries a live code (`isLoggingCodes` false): logs travel further than the database.
 */
export function createDevOutboxMailer(deps: { db: Database; logger: Logger; clock: Clock; isLoggingCodes: boolean }): Mailer {
  return {
    async send(message: MailMessage) {
      await insertOutboxMail(deps.db, message, deps.clock.now());
      if (!deps.isLoggingCodes) {
        deps.logger.warn('Mail could not be sent: no SMTP is configured', { to: message.to, subject: message.subject });
        return;
      }
      deps.logger.info('Mail kept in the dev outbox (no SMTP configured); see /dev/mailbox', {
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
