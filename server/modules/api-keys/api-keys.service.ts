import type { ApiKey } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import type { ApiKeyRow } from '../../db/schema';
import type { ApiKeyCaller } from '../../callers';
import { notFound } from '../../http-error';
import { permissionDenied, type PermissionService } from '../permissions';
import { generateApiKey, hashApiKey, looksLikeApiKey, truncatedKey, visibleParts } from './api-key-token';
import {
  countActiveApiKeys,
  findActiveApiKeyByHash,
  insertApiKey,
  listActiveApiKeys,
  lockUserForKeyCreation,
  revokeApiKeyRow,
  revokeUserApiKeys,
  touchApiKey,
} from './api-keys.repository';

/** last_used_at is shown to the minute at best; writing it more often than this is wasted work. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAnswer(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    key_prefix: row.keyPrefix,
    truncated_key: truncatedKey(row.keyPrefix, row.keySuffix),
    // The create call only accepts the contract's scopes, so stored ones are among them.
    scopes: row.scopes as ApiKey['scopes'],
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function createApiKeyService(deps: { db: Database; clock: Clock; permissions: PermissionService }) {
  return {
    async list(userId: string) {
      return { api_keys: (await listActiveApiKeys(deps.db, userId)).map(toAnswer) };
    },

    /**
     * Creating a key needs the tier's apiKeys.canCreate and room under its key cap. Keys already made keep
     * working after a downgrade (the spec lists keys for users who may not create any); revoke them to stop them.
     */
    async create(userId: string, input: { name: string; scopes: ApiKey['scopes'] }) {
      const key = generateApiKey();
      const { prefix, suffix } = visibleParts(key);
      const row = await deps.db.transaction(async (tx) => {
        await lockUserForKeyCreation(tx, userId);
        const rules = await deps.permissions.require(
          userId,
          'apiKeys.canCreate',
          'Your plan does not include API keys. Upgrade your plan to create one.',
          tx,
        );
        if ((await countActiveApiKeys(tx, userId)) >= rules.maxApiKeys) {
          throw permissionDenied(`Your plan allows ${rules.maxApiKeys} API keys. Revoke one to create another.`);
        }
        return insertApiKey(tx, {
          userId,
          name: input.name,
          keyHash: hashApiKey(key),
          keyPrefix: prefix,
          keySuffix: suffix,
          scopes: [...new Set(input.scopes)],
          createdAt: deps.clock.now(),
        });
      });
      return {
        message: 'Your API key was created. Copy it now: it will not be shown again.',
        key_data: { ...toAnswer(row), full_key: key },
      };
    },

    async revoke(userId: string, id: string) {
      // A malformed id cannot name a key; answering 404 keeps the database from rejecting the uuid.
      const isRevoked = uuidPattern.test(id) && (await revokeApiKeyRow(deps.db, userId, id, deps.clock.now()));
      if (!isRevoked) throw notFound('API key not found.');
      return { message: 'The API key was revoked.' };
    },

    /** Every key of the account stops working: a password reset may mean someone else held the account. */
    revokeAllForUser: (userId: string, db: Executor = deps.db) => revokeUserApiKeys(db, userId, deps.clock.now()),

    isApiKey: looksLikeApiKey,

    async authenticate(token: string): Promise<ApiKeyCaller | null> {
      const row = await findActiveApiKeyByHash(deps.db, hashApiKey(token));
      return row ? { apiKeyId: row.id, userId: row.userId, scopes: row.scopes } : null;
    },

    markUsed: (key: ApiKeyCaller) => touchApiKey(deps.db, key.apiKeyId, deps.clock.now(), TOUCH_INTERVAL_MS),
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
