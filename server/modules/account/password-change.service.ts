import type { Database } from '../../db/database';
import type { AuthSession } from '../../callers';
import { unauthorized } from '../../http-error';
import { hashPassword } from '../auth';
import type { SessionService } from '../sessions';
import type { UserDirectory } from '../user';
import { checkCurrentPassword } from './current-password';

export function createPasswordChangeService(deps: { db: Database; sessions: SessionService; users: UserDirectory }) {
  return {
    /**
     * Sets the new password and signs out every other session in the same transaction: whoever knew the old
     * password is out at once, and the browser that made the change stays signed in. API keys stay valid:
     * they were made on purpose for scripts, and the user revokes them one by one.
     */
    async change(session: AuthSession, input: { current_password: string; new_password: string }) {
      const user = await deps.users.byId(session.userId);
      if (!user) throw unauthorized('Your session has ended. Please log in again.');
      await checkCurrentPassword(user, input.current_password);
      const passwordHash = await hashPassword(input.new_password);
      await deps.db.transaction(async (tx) => {
        await deps.users.update(user.id, { passwordHash }, tx);
        await deps.sessions.revokeOthersForUser(user.id, session.sessionId, tx);
      });
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
