import type * as accountCalls from '../account';
import { route } from '../call-route.ts';

/** The browser's routes for the calls of contract/account.ts; contract/browser.ts gathers them. */
export const getTaskAllowance = route<typeof accountCalls.getTaskAllowance>({
  name: 'getTaskAllowance',
  method: 'get',
  path: '/user/task-allowance',
});
export const changePassword = route<typeof accountCalls.changePassword>({
  name: 'changePassword',
  method: 'post',
  path: '/user/me/change-password',
});
export const requestEmailChange = route<typeof accountCalls.requestEmailChange>({
  name: 'requestEmailChange',
  method: 'post',
  path: '/user/me/request-email-change',
});
export const confirmEmailChange = route<typeof accountCalls.confirmEmailChange>({
  name: 'confirmEmailChange',
  method: 'post',
  path: '/user/me/confirm-email-change',
});
export const updateSettings = route<typeof accountCalls.updateSettings>({
  name: 'updateSettings',
  method: 'post',
  path: '/user/me/settings',
});
export const listApiKeys = route<typeof accountCalls.listApiKeys>({ name: 'listApiKeys', method: 'get', path: '/user/api-keys' });
export const createApiKey = route<typeof accountCalls.createApiKey>({ name: 'createApiKey', method: 'post', path: '/user/api-keys' });
export const revokeApiKey = route<typeof accountCalls.revokeApiKey>({
  name: 'revokeApiKey',
  method: 'delete',
  path: '/user/api-keys/{id}',
});
