import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { checkoutProviders } from '../../../contract';

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry'];

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const htmlContent = { 'text/html': { schema: { type: 'string' as const } } };
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes on to', schema: { type: 'string' as const } } },
});
/** A page that only redirects has no 2xx answer: any answer but its redirect and its 4xx is a server error. */
const otherwise = { description: 'A server error: `{ message, code? }`', content: errorContent };
const notFound = (description: string) => ({ description, content: errorContent });
const formContent = (schema: z.ZodType) => ({ content: { 'application/x-www-form-urlencoded': { schema } } });

/**
 * The billing routes that are not contract calls, in the OpenAPI document: the providers' webhook, the buyer's
 * return from a provider's checkout, and the sandbox's hosted pages (when it is the configured provider). They
 * take no session: a provider's signature, or a checkout's or portal token's own id, is what they trust.
 */
export function documentBillingPages(registry: OpenAPIRegistry, options: { hasSandboxPages: boolean }): void {
  registry.registerPath({
    method: 'post',
    path: '/billing/webhooks/{provider}',
    operationId: 'receiveProviderWebhook',
    tags: ['billing'],
    summary: "A payment provider's event, checked against its signature over the exact bytes received and applied once",
    description:
      'Stripe signs with `Stripe-Signature` (the endpoint secret), PayPal with its `PayPal-Transmission-*` headers ' +
      '(checked by PayPal with the event as received), the sandbox with `Sandbox-Signature`. Only the configured ' +
      "provider's path exists. A replayed event is answered 200 with `duplicate: true` and changes nothing.",
    security: [],
    request: {
      params: z.object({ provider: z.enum(checkoutProviders) }),
      body: {
        description: "The provider's event, byte for byte as it sends it",
        required: true,
        content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
      },
    },
    responses: {
      200: {
        description: 'The event was new (applied now) or a duplicate (applied before)',
        content: { 'application/json': { schema: z.object({ received: z.literal(true), duplicate: z.boolean() }) } },
      },
      400: {
        description: 'The signature does not check out, the event is too old, or it is not one the provider sends',
        content: errorContent,
      },
      404: notFound('No such provider is configured'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/billing/checkouts/{id}/return',
    operationId: 'returnFromCheckout',
    tags: ['billing'],
    summary: "Where a provider's checkout sends the buyer back: what the seller can complete (a PayPal order) is completed here",
    security: [],
    request: { params: z.object({ id: z.string() }) },
    responses: {
      303: redirect("To the checkout's success address, or to its cancel address when nothing was paid"),
      404: notFound('No such checkout'),
      default: otherwise,
    },
  });
  if (!options.hasSandboxPages) return;

  const checkout = z.object({ id: z.string() });
  registry.registerPath({
    method: 'get',
    path: '/billing/sandbox/checkout/{id}',
    operationId: 'sandboxCheckoutPage',
    tags: ['billing'],
    summary: "The sandbox provider's hosted checkout page: the plan and its price, Pay and Cancel",
    security: [],
    request: { params: checkout },
    responses: { 200: { description: 'The page', content: htmlContent }, 404: notFound('The checkout is over or does not exist') },
  });
  for (const action of ['pay', 'cancel'] as const) {
    registry.registerPath({
      method: 'post',
      path: `/billing/sandbox/checkout/{id}/${action}`,
      operationId: action === 'pay' ? 'sandboxCheckoutPay' : 'sandboxCheckoutCancel',
      tags: ['billing'],
      summary:
        action === 'pay'
          ? "The sandbox checkout's Pay: sends a signed checkout.completed webhook through the same verification"
          : "The sandbox checkout's Cancel: closes the checkout unpaid",
      security: [],
      request: { params: checkout },
      responses: {
        303: redirect(action === 'pay' ? "To the checkout's success address" : "To the checkout's cancel address"),
        404: notFound('The checkout is over or does not exist'),
        default: otherwise,
      },
    });
  }
  const portalForm = z.object({ token: z.string(), return_url: z.string().optional() });
  registry.registerPath({
    method: 'get',
    path: '/billing/sandbox/portal',
    operationId: 'sandboxPortalPage',
    tags: ['billing'],
    summary: "The sandbox provider's portal: the user's sandbox subscriptions, to cancel or resume, and tester buttons",
    security: [],
    request: { query: portalForm },
    responses: { 200: { description: 'The page', content: htmlContent }, 404: notFound('The portal link has expired or is forged') },
  });
  registry.registerPath({
    method: 'post',
    path: '/billing/sandbox/portal/{subscription}/{action}',
    operationId: 'sandboxPortalAction',
    tags: ['billing'],
    summary: 'A sandbox portal button: each is sent as the signed webhook a provider would send',
    security: [],
    request: {
      params: z.object({ subscription: z.string(), action: z.enum(['cancel', 'resume', 'renew', 'fail', 'end']) }),
      body: formContent(portalForm),
    },
    responses: {
      303: redirect('Back to the portal'),
      404: notFound('The portal link has expired, or no such subscription or action'),
      default: otherwise,
    },
  });
}
