import { z } from 'zod';
import { emailSchema, otpCodeSchema, passwordSchema } from './auth';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { userSchema, userSettingsSchema } from './user';

/** What the user's tier (or role in a team workspace) lets them do; enforced by the server, shown by the browser. */
export const permissionsSchema = z.object({
  teams: z.object({ canCreate: z.boolean() }),
  projects: z.object({ canShare: z.boolean() }),
  /** Absent when API keys are not offered at all; the account page then hides the section. */
  apiKeys: z.object({ canCreate: z.boolean() }).optional(),
});
export type Permissions = z.infer<typeof permissionsSchema>;

export const getTaskAllowance = defineCall({
  name: 'getTaskAllowance',
  method: 'get',
  path: '/user/task-allowance',
  summary: "Whether a new task may start now, and the user's permissions, in a workspace",
  tags: ['user'],
  auth: 'session',
  query: z.object({ team_id: z.string().optional() }),
  answer: z.object({
    canStartNewTask: z.boolean(),
    tasks_in_progress: z.number().int().nonnegative(),
    max_concurrent_tasks: z.number().int().positive(),
    permissions: permissionsSchema,
  }),
  errors: [E.unauthorized, E.forbidden, E.notFound],
});

export const changePassword = defineCall({
  name: 'changePassword',
  method: 'post',
  path: '/user/me/change-password',
  summary: 'Change the password; every other session of the user is signed out',
  tags: ['user'],
  auth: 'session',
  body: z.object({ current_password: z.string().min(1), new_password: passwordSchema }),
  answer: z.object({ message: z.string() }),
  errors: [E.unauthorized, E.currentPasswordInvalid, E.passwordNotSet, E.rateLimited],
});

export const requestEmailChange = defineCall({
  name: 'requestEmailChange',
  method: 'post',
  path: '/user/me/request-email-change',
  summary: 'Mail a code to a new address; the change happens when the code is confirmed',
  tags: ['user'],
  auth: 'session',
  body: z.object({ new_email: emailSchema, current_password: z.string().min(1) }),
  answer: z.object({ message: z.string() }),
  errors: [E.unauthorized, E.currentPasswordInvalid, E.passwordNotSet, E.emailTaken, E.resendTooSoon, E.rateLimited],
});

export const confirmEmailChange = defineCall({
  name: 'confirmEmailChange',
  method: 'post',
  path: '/user/me/confirm-email-change',
  summary: 'Confirm the new address with the mailed code',
  tags: ['user'],
  auth: 'session',
  body: z.object({ new_email: emailSchema, otp_code: otpCodeSchema }),
  answer: userSchema,
  errors: [E.unauthorized, E.codeInvalid, E.codeExpired, E.codeAttemptsExceeded, E.emailTaken, E.rateLimited],
});

export const updateSettings = defineCall({
  name: 'updateSettings',
  method: 'post',
  path: '/user/me/settings',
  summary: 'Save the changed settings; answers all settings',
  tags: ['user'],
  auth: 'session',
  body: userSettingsSchema.partial().refine((value) => Object.keys(value).length > 0, 'Nothing to change.'),
  answer: z.object({ settings: userSettingsSchema }),
  errors: [E.unauthorized],
});

export const apiKeyScopes = ['generation:write'] as const;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  key_prefix: z.string(),
  truncated_key: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const listApiKeys = defineCall({
  name: 'listApiKeys',
  method: 'get',
  path: '/user/api-keys',
  summary: "The user's API keys (never the full key)",
  tags: ['api-keys'],
  auth: 'session',
  answer: z.object({ api_keys: z.array(apiKeySchema) }),
  errors: [E.unauthorized],
});

export const createApiKey = defineCall({
  name: 'createApiKey',
  method: 'post',
  path: '/user/api-keys',
  summary: 'Create an API key; the full key is in this answer only',
  tags: ['api-keys'],
  auth: 'session',
  status: 201,
  body: z.object({
    name: z.string().trim().min(1, 'Please provide a name for the API key.').max(60),
    scopes: z.array(z.enum(apiKeyScopes)).min(1).default(['generation:write']),
  }),
  answer: z.object({ message: z.string(), key_data: apiKeySchema.extend({ full_key: z.string() }) }),
  errors: [E.unauthorized, E.permissionDenied],
});

export const revokeApiKey = defineCall({
  name: 'revokeApiKey',
  method: 'delete',
  path: '/user/api-keys/{id}',
  summary: 'Revoke an API key at once',
  tags: ['api-keys'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  answer: z.object({ message: z.string() }),
  errors: [E.unauthorized, E.notFound],
});
