import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import type { AuthSession } from '../../callers';
import { generateSessionToken, hashSessionToken, SESSION_LIFETIME_MS } from './session-token';
import {
  insertSession,
  prepareSessionAccountQuery,
  revokeOtherUserSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './sessions.repository';

/** Writing last_seen_at on every request would turn reads into writes; once every few minutes is plenty. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionService {
  /** Opens a session and answers its bearer token, the only time the token exists in clear. */
  issue(userId: string, remember: boolean, db?: Executor): Promise<string>;
  authenticate(token: string): Promise<AuthSession | null>;
  revoke(sessionId: string): Promise<void>;
  revokeAllForUser(userId: string, db?: Executor): Promise<void>;
  revokeOthersForUser(userId: string, keepSessionId: string, db?: Executor): Promise<void>;
}

export function createSessionService(deps: { db: Database; clock: Clock }): SessionService {
  const sessionAccount = prepareSessionAccountQuery(deps.db);
  return {
    async issue(userId, remember, db = deps.db) {
      const token = generateSessionToken();
      const now = deps.clock.now();
      const lifetime = remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.short;
      await insertSession(db, {
        userId,
        tokenHash: hashSessionToken(token),
        remember,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetime),
      });
      return token;
    },

    async authenticate(token) {
      const [row] = await sessionAccount.execute({ tokenHash: hashSessionToken(token) });
      const now = deps.clock.now();
      if (!row || row.revokedAt || row.expiresAt <= now) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(deps.db, row.id, now);
      const { username, email, tier, settings, pointsBalance } = row;
      return { sessionId: row.id, userId: row.userId, account: { username, email, tier, settings, pointsBalance: pointsBalance ?? 0 } };
    },

    revoke: (sessionId) => revokeSession(deps.db, sessionId, deps.clock.now()),

    revokeAllForUser: (userId, db = deps.db) => revokeUserSessions(db, userId, deps.clock.now()),

    revokeOthersForUser: (userId, keepSessionId, db = deps.db) => revokeOtherUserSessions(db, userId, keepSessionId, deps.clock.now()),
  };
}
