import type { Database, Executor } from '../../db/database';
import type { SessionService } from '../sessions';
import type { UserDirectory } from '../user';
import { codeRefusal, type CodeService } from './one-time-codes.service';
import { hashPassword } from './passwords';
import { normaliseEmail } from './registration.service';

const REQUEST_ANSWER = 'If an account exists for this e-mail, a password reset code is on its way.';

/** What a reset ends besides the password: sessions and, since a reset may mean a stolen account, API keys. */
export interface CredentialRevoker {
  revokeAllForUser(userId: string, db?: Executor): Promise<void>;
}

export function createPasswordResetService(deps: {
  db: Database;
  codes: CodeService;
  sessions: SessionService;
  users: UserDirectory;
  apiKeys: CredentialRevoker;
}) {
  return {
    async requestCode(input: { email: string }) {
      const user = await deps.users.byEmail(normaliseEmail(input.email));
      // A known address mailed within the minute answers as an unknown one does; its last code still works.
      if (user) await deps.codes.sendUnlessRecent(user, 'password_reset');
      return { message: REQUEST_ANSWER };
    },

    async reset(input: { email: string; otp_code: string; new_password: string }) {
      const user = await deps.users.byEmail(normaliseEmail(input.email));
      if (!user) throw codeRefusal('missing');
      // Outside the transaction: a wrong try must stay counted even though the request fails.
      await deps.codes.redeem(user, 'password_reset', input.otp_code);
      const passwordHash = await hashPassword(input.new_password);
      await deps.db.transaction(async (tx) => {
        // The code proves the mailbox, which is all activation proves too.
        await deps.users.update(user.id, { passwordHash, isVerified: true }, tx);
        await deps.sessions.revokeAllForUser(user.id, tx);
        // Whoever reset the password may be recovering a stolen account: keys the thief made must stop too.
        await deps.apiKeys.revokeAllForUser(user.id, tx);
      });
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
