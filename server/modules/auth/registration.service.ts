import { errorCodes, type Tier } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import type { PointsService } from '../points';
import type { SessionService } from '../sessions';
import type { UserDirectory } from '../user';
import { codeRefusal, type CodeService } from './one-time-codes.service';
import { hashPassword } from './passwords';

const usernameTaken = () => new HttpError(errorCodes.usernameTaken, 'This username is already taken.');
export const emailTaken = () =>
  new HttpError(errorCodes.emailTaken, 'An account with this e-mail already exists. Log in or reset your password.');

const RESEND_ANSWER = 'If an account with this e-mail is waiting for activation, a new code is on its way.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createRegistrationService(deps: {
  db: Database;
  clock: Clock;
  codes: CodeService;
  sessions: SessionService;
  users: UserDirectory;
  points: PointsService;
  startingPoints: number;
  startingTier: Tier;
}) {
  return {
    async register(input: { username: string; email: string; password: string }) {
      const email = normaliseEmail(input.email);
      if (await deps.users.byUsername(input.username)) throw usernameTaken();
      if (await deps.users.byEmail(email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      const now = deps.clock.now();
      const user = await deps.db
        .transaction(async (tx) => {
          const created = await deps.users.insert(
            { username: input.username, email, passwordHash, isVerified: false, tier: deps.startingTier, createdAt: now },
            tx,
          );
          await deps.points.openUserAccount(tx, { userId: created.id, startingPoints: deps.startingPoints, now });
          return created;
        })
        .catch((error: unknown) => {
          // Two registrations raced past the checks above; the unique indexes decide who wins.
          const constraint = uniqueViolation(error);
          if (constraint?.includes('username')) throw usernameTaken();
          if (constraint?.includes('email')) throw emailTaken();
          throw error;
        });
      await deps.codes.send(user, 'activation');
      return { message: 'Your account was created. We sent an activation code to your e-mail.', email };
    },

    async verifyEmail(input: { email: string; otp_code: string }) {
      const user = await deps.users.byEmail(normaliseEmail(input.email));
      // An activated account answers as an unknown address does: the call must not tell who has an account.
      if (!user || user.isVerified) throw codeRefusal('missing');
      // Outside the transaction below: a wrong try must stay counted even though the request fails.
      await deps.codes.redeem(user, 'activation', input.otp_code);
      const token = await deps.db.transaction(async (tx) => {
        await deps.users.update(user.id, { isVerified: true }, tx);
        return deps.sessions.issue(user.id, false, tx);
      });
      return { message: 'Your account is activated. Welcome!', token };
    },

    async resendActivation(input: { email: string }) {
      const user = await deps.users.byEmail(normaliseEmail(input.email));
      // Unknown, activated, or mailed within the minute: the same answer, so no one learns which it was.
      if (user && !user.isVerified) await deps.codes.sendUnlessRecent(user, 'activation');
      return { message: RESEND_ANSWER };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
