import {
  changePassword,
  confirmEmailChange,
  createApiKey,
  createPortalSession,
  listApiKeys,
  requestEmailChange,
  revokeApiKey,
  updateSettings,
  type ApiKey,
  type User,
} from '@contract';
import { jsonBody, mockCall, mockError, mockPending } from '../contract-handler';
import { buildApiKeys, buildCreatedKey } from '../fixtures/account.fixtures';
import { buildUser } from '../fixtures/user.fixtures';

const serverError = { message: '', code: 'internal_error' };

export const accountHandlers = {
  apiKeys: (keys: ApiKey[] = buildApiKeys()) => mockCall(listApiKeys, { api_keys: keys }),
  apiKeysPending: () => mockPending(listApiKeys),
  apiKeysFailed: () => mockError(listApiKeys, 500, serverError),
  createApiKey: () =>
    mockCall(createApiKey, async ({ request }) => {
      const { name } = await jsonBody<{ name: string }>(request);
      return { message: 'API key created.', key_data: buildCreatedKey({ name }) };
    }),
  createApiKeyPending: () => mockPending(createApiKey),
  createApiKeyFailed: () => mockError(createApiKey, 500, serverError),
  revokeApiKey: () => mockCall(revokeApiKey, { message: 'API key revoked.' }),
  revokeApiKeyFailed: () => mockError(revokeApiKey, 500, serverError),

  changePassword: () => mockCall(changePassword, { message: 'Password changed. Your other sessions were signed out.' }),
  changePasswordPending: () => mockPending(changePassword),
  changePasswordWrongCurrent: () =>
    mockError(changePassword, 400, { message: 'The current password is incorrect.', code: 'current_password_invalid' }),
  requestEmailChange: () => mockCall(requestEmailChange, { message: 'A code has been sent to the new address.' }),
  requestEmailChangeTaken: () =>
    mockError(requestEmailChange, 409, { message: 'An account with this email already exists.', code: 'email_taken' }),
  confirmEmailChange: (overrides: Partial<User> = {}) =>
    mockCall(confirmEmailChange, async ({ request }) => {
      const { new_email } = await jsonBody<{ new_email: string }>(request);
      return buildUser({ email: new_email, ...overrides });
    }),
  confirmEmailChangeInvalid: () => mockError(confirmEmailChange, 400, { message: 'The code is incorrect.', code: 'code_invalid' }),

  /** Saves and echoes the settings, merged over the defaults. */
  updateSettings: () =>
    mockCall(updateSettings, async ({ request }) => {
      const changes = await jsonBody<Partial<User['settings']>>(request);
      return { settings: { ...buildUser().settings, ...changes } };
    }),
  updateSettingsPending: () => mockPending(updateSettings),
  updateSettingsFailed: () => mockError(updateSettings, 500, serverError),

  portalSessionUnavailable: () =>
    mockError(createPortalSession, 503, { message: 'Subscription management is not available yet.', code: 'billing_unavailable' }),
  portalSessionFailed: () => mockError(createPortalSession, 500, { message: 'Internal error', code: 'internal_error' }),
  portalSessionPending: () => mockPending(createPortalSession),
};
