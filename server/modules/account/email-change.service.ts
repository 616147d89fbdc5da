import { errorCodes, type User } from '../../../contract';
import { uniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { HttpError, unauthorized } from '../../http-error';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Logger } from '../../logger';
import { emailChangedMail, emailTaken, normaliseEmail, type CodeService } from '../auth';
import type { UserDirectory, UserService } from '../user';
import { checkCurrentPassword } from './current-password';

const REQUEST_ANSWER = 'We sent a code to your new e-mail address. Enter it to confirm the change.';

const sameAddress = () =>
  new HttpError(errorCodes.validation, 'This is already your e-mail address.', {
    fields: { new_email: 'This is already your e-mail address.' },
  });

/**
 * The address changes only when a code mailed to the new address comes back, so nobody can move an account
 * to an address they do not read. The code is bound to that address (see hashCode's subject), which is why
 * confirmation names the address again instead of the server keeping a pending one.
 */
export function createEmailChangeService(deps: {
  codes: CodeService;
  users: UserDirectory;
  profiles: UserService;
  mailer: Mailer;
  logger: Logger;
}) {
  async function currentUser(userId: string): Promise<UserRow> {
    const user = await deps.users.byId(userId);
    if (!user) throw unauthorized('Your session has ended. Please log in again.');
    return user;
  }

  async function assertFree(user: UserRow, email: string): Promise<void> {
    if (email === user.email) throw sameAddress();
    if (await deps.users.byEmail(email)) throw emailTaken();
  }

  return {
    async request(userId: string, input: { new_email: string; current_password: string }) {
      const user = await currentUser(userId);
      await checkCurrentPassword(user, input.current_password);
      const email = normaliseEmail(input.new_email);
      await assertFree(user, email);
      await deps.codes.send(user, 'email_change', { to: email, subject: email });
      return { message: REQUEST_ANSWER };
    },

    async confirm(userId: string, input: { new_email: string; otp_code: string }): Promise<User> {
      const user = await currentUser(userId);
      const email = normaliseEmail(input.new_email);
      await assertFree(user, email);
      // A wrong try stays counted even though the request fails, as with the other codes.
      await deps.codes.redeem(user, 'email_change', input.otp_code, email);
      await deps.users.updateEmail(user.id, email).catch((error: unknown) => {
        // Someone registered the address between the check above and now; the unique index decides.
        throw uniqueViolation(error) === null ? error : emailTaken();
      });
      try {
        await deps.mailer.send(emailChangedMail(user.email, user.username, email));
      } catch (error) {
        // The change is done; a lost notice must not turn it into an error the user would retry.
        deps.logger.error('Sending the e-mail changed notice failed', { error, userId: user.id });
      }
      return deps.profiles.getMe(user.id);
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
