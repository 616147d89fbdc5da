import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';

/** The payment provider's customer portal (spec part 1 §7: path not shown, designed here). */
export const createPortalSession = defineCall({
  name: 'createPortalSession',
  method: 'post',
  path: '/billing/portal-session',
  summary: "Open the payment provider's customer portal; the browser is sent to portal_url",
  tags: ['billing'],
  auth: 'session',
  body: z.object({ return_url: z.url() }),
  answer: z.object({ portal_url: z.url() }),
  errors: [E.unauthorized, E.billingUnavailable],
});
