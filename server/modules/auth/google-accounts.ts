import { randomInt } from 'node:crypto';
import { authLimits, type Tier } from '../../../contract';
import type { Database } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { GoogleIdentity } from '../../integrations/google/google-verifier';
import type { PointsService } from '../points';
import type { UserDirectory } from '../user';

/** A username from the e-mail's local part, within the contract's rules (letters, digits, `_.-`). */
function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local.replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, authLimits.usernameMax - 5);
  return cleaned.length >= authLimits.usernameMin ? cleaned : `user${cleaned}`;
}

/** First Google sign-in without a matching account: a verified account with no password. */
export async function createGoogleUser(
  deps: { db: Database; users: UserDirectory; points: PointsService },
  identity: GoogleIdentity,
  options: { startingPoints: number; startingTier: Tier; now: Date },
): Promise<UserRow> {
  const base = usernameBase(identity.email);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 10000)}`;
    try {
      return await deps.db.transaction(async (tx) => {
        const user = await deps.users.insert(
          {
            username,
            email: identity.email,
            passwordHash: null,
            googleSub: identity.sub,
            isVerified: true,
            tier: options.startingTier,
            createdAt: options.now,
          },
          tx,
        );
        await deps.points.openUserAccount(tx, { userId: user.id, startingPoints: options.startingPoints, now: options.now });
        return user;
      });
    } catch (error) {
      // Only a taken username is worth another try; a taken e-mail or sub means a parallel sign-in won.
      if (!uniqueViolation(error)?.includes('username')) throw error;
    }
  }
  throw new Error('Could not find a free username for a Google account');
}
