import { errorCodes, type Tier } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { GoogleVerifier } from '../../integrations/google/google-verifier';
import type { PointsService } from '../points';
import type { SessionService } from '../sessions';
import type { UserDirectory } from '../user';
import { createGoogleUser } from './google-accounts';
import { verifyPassword } from './passwords';
import { normaliseEmail } from './registration.service';

const invalidCredentials = () => new HttpError(errorCodes.invalidCredentials, 'Invalid username or password.');

export function createAuthService(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  users: UserDirectory;
  points: PointsService;
  google: GoogleVerifier | null;
  startingPoints: number;
  startingTier: Tier;
}) {
  async function findByLogin(identifier: string): Promise<UserRow | null> {
    const trimmed = identifier.trim();
    // Usernames cannot contain '@', so the identifier says which column to look in.
    return trimmed.includes('@') ? deps.users.byEmail(normaliseEmail(trimmed)) : deps.users.byUsername(trimmed);
  }

  async function googleUser(idToken: string): Promise<UserRow> {
    if (!deps.google) {
      throw new HttpError(errorCodes.googleNotConfigured, 'Google sign-in is not available on this server.');
    }
    const identity = await deps.google.verify(idToken);
    const linked = await deps.users.byGoogleSub(identity.sub);
    if (linked) return linked;
    const sameEmail = await deps.users.byEmail(identity.email);
    if (!sameEmail) {
      return createGoogleUser(deps, identity, {
        startingPoints: deps.startingPoints,
        startingTier: deps.startingTier,
        now: deps.clock.now(),
      }).catch(async (error: unknown) => {
        // A parallel first sign-in with the same Google account created it a moment ago.
        const winner = uniqueViolation(error) === null ? null : await deps.users.byGoogleSub(identity.sub);
        if (!winner) throw error;
        return winner;
      });
    }
    if (sameEmail.googleSub) {
      throw new HttpError(errorCodes.googleTokenInvalid, 'This e-mail is already linked to another Google account.');
    }
    // Google vouches for the address, so the existing account is linked and counts as activated.
    await deps.users.update(sameEmail.id, { googleSub: identity.sub, isVerified: true });
    return sameEmail;
  }

  return {
    async login(input: { username: string; password: string; remember: boolean }) {
      const user = await findByLogin(input.username);
      const isMatch = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !isMatch) throw invalidCredentials();
      if (!user.isVerified) {
        throw new HttpError(
          errorCodes.accountNotVerified,
          'Your account is not verified. Please check your email for the activation code.',
          { email: user.email },
        );
      }
      return { token: await deps.sessions.issue(user.id, input.remember) };
    },

    async logout(sessionId: string) {
      await deps.sessions.revoke(sessionId);
      return { message: 'You have been logged out.' };
    },

    /** Google sign-in always remembers the session (the spec's "logs in with remember on"). */
    async googleSignIn(input: { id_token: string }) {
      const user = await googleUser(input.id_token);
      return { token: await deps.sessions.issue(user.id, true) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
