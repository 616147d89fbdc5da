import { errorCodes } from '../../../contract';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { verifyPassword } from '../auth';

/**
 * Changing credentials from a session asks for the password again, so a session left open on a shared
 * computer cannot take the account over. Accounts made through Google have no password to give.
 */
export async function checkCurrentPassword(user: UserRow, password: string): Promise<void> {
  if (user.passwordHash === null) {
    throw new HttpError(
      errorCodes.passwordNotSet,
      'Your account signs in with Google and has no password yet. Log out and use "Forgot password" to set one.',
    );
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(errorCodes.currentPasswordInvalid, 'The current password is incorrect.');
  }
}
