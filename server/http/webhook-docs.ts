import { z } from 'zod';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS, webhookTaskEventSchema, webhookTestEventSchema } from '../../contract';

const signing =
  `Signed in the \`${WEBHOOK_SIGNATURE_HEADER}\` header as \`t=<unix seconds>,v1=<hex>\`: v1 is the HMAC-SHA256, keyed with ` +
  'the whole signing secret (`whsec_…`), of `t`, a `.` and the raw body bytes. Compare in constant time and refuse a ' +
  `\`t\` more than ${WEBHOOK_TOLERANCE_SECONDS} seconds from your clock. Answer 2xx within 10 seconds; anything else is ` +
  'tried again after 1, 2, 4 … 64 minutes (eight tries). Redirects are not followed.';

const header = (headerName: string, description: string) => ({
  name: headerName,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

function event(name: string, summary: string, schema: z.ZodType) {
  return {
    post: {
      operationId: name,
      summary,
      description: signing,
      tags: ['webhooks'],
      security: [],
      parameters: [
        header(WEBHOOK_SIGNATURE_HEADER, '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`'),
        header('Studio-Timestamp', 'The `t` of the signature, in unix seconds.'),
        header('Studio-Event-Id', "The body's `id`: the same on every retry of one event."),
        header('Studio-Event-Type', "The body's `type`."),
      ],
      requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'output' }) } } },
      responses: {
        '200': { description: 'Received (any 2xx answer counts).' },
        '400': { description: 'Refused (a bad signature, a timestamp outside the window); the delivery is tried again.' },
      },
    },
  };
}

/** The OpenAPI 3.1 `webhooks` section: what the studio POSTs to the URLs users register. */
export function webhookDocs(): Record<string, unknown> {
  return {
    'task.completed': event('taskCompletedEvent', 'A task of yours finished; its results are listed', webhookTaskEventSchema),
    'task.failed': event('taskFailedEvent', 'A task of yours failed; its cost was refunded', webhookTaskEventSchema),
    'webhook.test': event('webhookTestEvent', 'Sent by Send test on the account page', webhookTestEventSchema),
  };
}
