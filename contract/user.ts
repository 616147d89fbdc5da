import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { tiers } from './values';

export { tiers } from './values';
export const tierSchema = z.enum(tiers);
export type Tier = z.infer<typeof tierSchema>;

export const userSettingsSchema = z.object({ show_failed_tasks: z.boolean() });

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string(),
  email: z.string(),
  points_balance: z.number().int(),
  user_tier: tierSchema,
  settings: userSettingsSchema,
  /**
   * Reviews manual payments (the server's BILLING_STAFF_EMAILS): the browser offers a link to the review page.
   * Only a hint for the interface: every review call checks again.
   */
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const getMe = defineCall({
  name: 'getMe',
  method: 'get',
  path: '/user/me',
  summary: 'The signed-in user',
  tags: ['user'],
  auth: 'session',
  answer: userSchema,
  errors: [E.unauthorized],
});
