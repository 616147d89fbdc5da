import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Plan, PlanPrice } from '../../../contract';
import type { ApiRouter } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http-error';
import { periodEnd } from '../../integrations/payments/payment-provider';
import type { SandboxEventInput, SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { closeCheckout, findCheckout, listUserSubscriptions } from './billing.repository';
import type { BillingDeps, BillingService } from './billing.service';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}
.note{background:#fff4d6;border:1px solid #e8c55a;padding:.75rem;border-radius:.5rem}
.card{border:1px solid #ddd;border-radius:.75rem;padding:1rem;margin:1rem 0}
form{display:inline}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #888;margin-block:.25rem;cursor:pointer}
button.primary{background:#3b3bd6;color:#fff;border-color:#3b3bd6}
</style></head><body><p class="note">Sandbox payments: no money moves. This page stands in for a payment provider.</p>${body}</body></html>`;
}

const html = (c: Context<AppEnv>, body: string) => c.html(body, 200, { 'Cache-Control': 'no-store' });

// In the currency's own minor unit: 1,000 JPY has no cents.
const priceText = (price: PlanPrice) =>
  `${new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).format(price.price)}${price.billing_interval === 'one-time' ? '' : ` / ${price.billing_interval}`}`;

const button = (action: string, label: string, extra = '', isPrimary = false) =>
  `<form method="post" action="${escape(action)}">${extra}<button type="submit"${isPrimary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;

/**
 * The sandbox provider's hosted pages, served by this server: a checkout where a tester pays or cancels, and
 * a portal listing the user's sandbox subscriptions, to cancel them and to play the provider's later events
 * (a renewal, a failed renewal, the end). Each action is delivered as a signed webhook through the same
 * verification a real provider's goes through.
 */
export function registerSandboxPages(
  router: ApiRouter,
  deps: { billing: BillingService; sandbox: SandboxProvider; data: Pick<BillingDeps, 'db' | 'plans' | 'clock' | 'publicUrl'> },
): void {
  const { db, plans, clock } = deps.data;
  const deliver = async (event: SandboxEventInput) => {
    const { body, headers } = deps.sandbox.signEvent(event);
    await deps.billing.receiveWebhook('sandbox', body, new Headers(headers));
  };
  const openCheckout = async (id: string) => {
    const checkout = await findCheckout(db, id);
    const found = checkout && checkout.provider === 'sandbox' && checkout.status === 'open' ? plans.price(checkout.priceId) : undefined;
    if (!checkout || !found) throw notFound('This checkout is over or does not exist.');
    return { checkout, ...found };
  };

  router.app.get('/billing/sandbox/checkout/:id', async (c) => {
    const { plan, price } = await openCheckout(c.req.param('id'));
    const base = c.req.path;
    return html(
      c,
      page(
        'Sandbox checkout',
        `<h1>Complete your purchase</h1><div class="card"><h2>${escape(plan.plan_name)}</h2><p>${escape(priceText(price))}</p></div>
${button(`${base}/pay`, `Pay ${priceText(price)}`, '', true)} ${button(`${base}/cancel`, 'Cancel')}`,
      ),
    );
  });

  router.app.post('/billing/sandbox/checkout/:id/pay', async (c) => {
    const { checkout, plan, price } = await openCheckout(c.req.param('id'));
    const subscription =
      plan.plan_type === 'recurring'
        ? { id: `sub_sandbox_${randomUUID()}`, period_end: periodEnd(clock.now(), price.billing_interval).toISOString() }
        : undefined;
    await deliver({
      type: 'checkout.completed',
      data: { checkout_id: checkout.id, customer_id: `cus_sandbox_${checkout.userId}`, ...(subscription ? { subscription } : {}) },
    });
    return c.redirect(checkout.successUrl, 303);
  });

  router.app.post('/billing/sandbox/checkout/:id/cancel', async (c) => {
    const { checkout } = await openCheckout(c.req.param('id'));
    await closeCheckout(db, checkout.id, 'canceled', clock.now());
    return c.redirect(checkout.cancelUrl, 303);
  });

  const portalUser = (token: string | undefined) => {
    const userId = token ? deps.sandbox.portalUser(token) : null;
    if (!userId) throw notFound('This portal link has expired. Open it again from your account.');
    return userId;
  };
  const sameSite = (url: string | undefined) =>
    url && URL.canParse(url) && new URL(url).origin === new URL(deps.data.publicUrl).origin ? url : deps.data.publicUrl;

  router.app.get('/billing/sandbox/portal', async (c) => {
    const token = c.req.query('token');
    const userId = portalUser(token);
    const returnUrl = sameSite(c.req.query('return_url'));
    const subscriptions = (await listUserSubscriptions(db, userId, ['active', 'past_due'])).filter((row) => row.provider === 'sandbox');
    const hidden = `<input type="hidden" name="token" value="${escape(token!)}"><input type="hidden" name="return_url" value="${escape(returnUrl)}">`;
    const cards = subscriptions.map((row) => {
      const plan: Plan | undefined = plans.plan(row.planId);
      const action = (name: string) => `${c.req.path}/${row.id}/${name}`;
      const ends = row.currentPeriodEnd.toISOString().slice(0, 10);
      return `<div class="card"><h2>${escape(plan?.plan_name ?? row.planId)}</h2>
<p>Status: ${escape(row.status)}. ${row.cancelAtPeriodEnd ? `Ends on ${ends}.` : `Renews on ${ends}.`}</p>
${row.cancelAtPeriodEnd ? button(action('resume'), 'Keep subscription', hidden) : button(action('cancel'), 'Cancel at period end', hidden)}
<p>Tester controls:</p>${button(action('renew'), 'Renew now', hidden)} ${button(action('fail'), 'Fail the renewal', hidden)} ${button(action('end'), 'End now', hidden)}</div>`;
    });
    return html(
      c,
      page(
        'Sandbox subscriptions',
        `<h1>Your subscriptions</h1>${cards.join('') || '<p>You have no subscription.</p>'}<p><a href="${escape(returnUrl)}">Back to the studio</a></p>`,
      ),
    );
  });

  router.app.post('/billing/sandbox/portal/:subscription/:action', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : undefined;
    const userId = portalUser(token);
    const row = (await listUserSubscriptions(db, userId, ['active', 'past_due'])).find(
      (candidate) => candidate.id === c.req.param('subscription') && candidate.provider === 'sandbox',
    );
    const price = row ? plans.price(row.priceId)?.price : undefined;
    if (!row || !price) throw notFound('Subscription not found.');
    const subscriptionId = row.providerSubscriptionId;
    const events: Record<string, SandboxEventInput> = {
      cancel: { type: 'subscription.updated', data: { subscription_id: subscriptionId, cancel_at_period_end: true } },
      resume: { type: 'subscription.updated', data: { subscription_id: subscriptionId, cancel_at_period_end: false } },
      renew: {
        type: 'subscription.renewed',
        data: {
          subscription_id: subscriptionId,
          payment_id: `in_sandbox_${randomUUID()}`,
          period_end: periodEnd(row.currentPeriodEnd, price.billing_interval).toISOString(),
        },
      },
      fail: { type: 'subscription.renewal_failed', data: { subscription_id: subscriptionId } },
      end: { type: 'subscription.ended', data: { subscription_id: subscriptionId } },
    };
    const event = events[c.req.param('action')];
    if (!event) throw notFound('Not found.');
    await deliver(event);
    const back = new URLSearchParams({
      token: token!,
      return_url: sameSite(typeof form.return_url === 'string' ? form.return_url : undefined),
    });
    return c.redirect(`${deps.data.publicUrl}${c.req.path.replace(/\/[^/]+\/[^/]+$/, '')}?${back.toString()}`, 303);
  });
}
