import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessageTexts, manualPaymentMethodsSchema, manualPaymentRequestSchema, type ManualPaymentMethods } from '../../../contract';
import { billingSubscriptions } from '../../db/schema';
import { postForm, testPng } from '../../test/generation';
import { buyWithSandbox } from '../../test/billing';
import { readOutbox } from '../../test/outbox';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

beforeAll(async () => {
  await createTestApp();
}, 120_000);

/** An app whose staff is one new account, and that account signed in. */
async function appWithStaff(): Promise<{ t: TestApp; staff: SignedInUser }> {
  const username = uniqueName('staff');
  const t = await createTestApp({ env: { BILLING_STAFF_EMAILS: `someone@example.com, ${username.toUpperCase()}@example.com` } });
  return { t, staff: await signedInUser(t, { account: { username } }) };
}

async function submit(t: TestApp, user: SignedInUser, fields: Record<string, string> = {}, proof?: File | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ plan_price_id: 'points-1000-once', payment_method: 'bank_transfer', ...fields }))
    form.set(name, value);
  const file = proof === undefined ? new File([new Uint8Array(await testPng(40, 30))], 'receipt.png', { type: 'image/png' }) : proof;
  if (file) form.set('proof_file', file);
  return postForm<{ message: string; id: string; code?: string }>(t, '/api/v1/billing/manual-payments', form, user.token);
}

type Review = { requests: Array<Record<string, unknown> & { id: string; proof_url: string | null }> };
const review = (t: TestApp, user: SignedInUser, status = 'pending') =>
  t.get<Review>(`/api/v1/billing/manual-payments/review?status=${status}`, { token: user.token });
const approve = (t: TestApp, user: SignedInUser, id: string) =>
  t.post(`/api/v1/billing/manual-payments/${id}/approve`, undefined, { token: user.token });

describe('billing settings', () => {
  it('names the configured provider and the sales address, or null for each', async () => {
    const t = await createTestApp({ env: { SALES_EMAIL: 'sales@studio.test' } });
    expect((await t.get('/api/v1/billing/settings')).body).toEqual({ checkout_provider: 'sandbox', sales_email: 'sales@studio.test' });
    const none = await createTestApp({ env: { PAYMENT_PROVIDER: 'none' } });
    expect((await none.get('/api/v1/billing/settings')).body).toEqual({ checkout_provider: null, sales_email: null });
  });
});

describe('manual payment methods and requests', () => {
  it('lists the configured methods with their Arabic, or none', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const { body } = await t.get<ManualPaymentMethods>('/api/v1/billing/manual-payment-methods', { token: user.token });
    expect(manualPaymentMethodsSchema.parse(body)).toEqual(body);
    expect(body.methods.map((method) => method.method_key)).toEqual(['bank_transfer', 'mobile_wallet']);
    expect(body.description).toContain('24 hours');
    // The example file gives every text in Arabic as well.
    expect(body.translations?.ar?.description).toContain('24 ساعة');
    expect(body.methods.map((method) => method.translations?.ar?.display_name)).toEqual(['تحويل بنكي', 'محفظة الجوال']);
    const none = await createTestApp({ env: { MANUAL_PAYMENT_METHODS_FILE: 'none' } });
    const other = await signedInUser(none);
    expect((await none.get('/api/v1/billing/manual-payment-methods', { token: other.token })).body).toEqual({
      methods: [],
      description: '',
    });
  });

  it('takes a request with a proof image and answers the promise; refuses other files, unknown methods and prices', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const accepted = await submit(t, user, { transaction_reference: 'TX-123' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ message: billingMessageTexts.manual_payment_received, code: 'manual_payment_received' });
    expect((await submit(t, user, {}, null)).status).toBe(201);

    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const refused = await submit(t, user, {}, new File([new Uint8Array(webp)], 'receipt.png', { type: 'image/png' }));
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_file' } });
    const text = await submit(t, user, {}, new File(['not an image'], 'receipt.gif', { type: 'image/gif' }));
    expect(text).toMatchObject({ status: 400, body: { code: 'invalid_file' } });
    expect(await submit(t, user, { payment_method: 'gold_bars' })).toMatchObject({
      status: 400,
      body: { message: 'Choose one of the payment methods.' },
    });
    expect(await submit(t, user, { payment_method: '' })).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await submit(t, user, { plan_price_id: 'nothing' })).toMatchObject({ status: 404 });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    expect((await submit(t, user, {}, big)).status).toBe(413);
    // Nothing is granted by asking.
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
  });
});

describe('staff review', () => {
  it('is for staff only: others get 403 on the list and 404 on a request', async () => {
    const { t } = await appWithStaff();
    const user = await signedInUser(t);
    const { body } = await submit(t, user);
    expect((await review(t, user)).status).toBe(403);
    expect((await approve(t, user, body.id)).status).toBe(404);
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
  });

  it('lists pending requests with their proof, which only staff can open', async () => {
    const { t, staff } = await appWithStaff();
    const user = await signedInUser(t);
    const { body } = await submit(t, user, { transaction_reference: 'TX-9' });
    const listed = await review(t, staff);
    expect(listed.status).toBe(200);
    // The file's tests share one database: other tests' requests may be pending too.
    const request = listed.body.requests.find((candidate) => candidate.id === body.id);
    expect(manualPaymentRequestSchema.parse(request)).toMatchObject({
      id: body.id,
      status: 'pending',
      username: user.username,
      plan_name: '1,000 Points',
      price: 10,
      payment_method_name: 'Bank transfer',
      transaction_reference: 'TX-9',
    });
    const proof = await t.request(request!.proof_url!);
    expect([proof.status, proof.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await sharp(Buffer.from(await proof.arrayBuffer())).metadata()).width).toBe(40);
    const bare = request!.proof_url!.split('?')[0]!;
    expect((await t.request(bare)).status).toBe(404);
    expect((await t.request(bare, { headers: { Authorization: `Bearer ${user.token}` } })).status).toBe(404);
    expect((await t.request(bare, { headers: { Authorization: `Bearer ${staff.token}` } })).status).toBe(200);
    const tampered = request!.proof_url!.replace(staff.userId, user.userId);
    expect((await t.request(tampered)).status).toBe(404);
  });

  it('approves once: the points arrive once, a second or concurrent approval is refused, and the decision is recorded', async () => {
    const { t, staff } = await appWithStaff();
    const user = await signedInUser(t);
    const first = (await submit(t, user)).body.id;
    const answer = await approve(t, staff, first);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ request: { status: 'approved', decided_by: staff.username } });
    expect(await approve(t, staff, first)).toMatchObject({ status: 409, body: { code: 'request_already_decided' } });
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 1050, rows: 2 });

    const second = (await submit(t, user)).body.id;
    const answers = await Promise.all(Array.from({ length: 5 }, () => approve(t, staff, second)));
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409, 409, 409, 409]);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 2050, rows: 3 });
    expect((await readOutbox(t, user.email)).map((mail) => mail.subject)).toContain('Your payment was approved');
    const { body: inbox } = await t.get<{ notifications: Array<{ code: string }> }>('/api/v1/notifications', { token: user.token });
    expect(inbox.notifications.map((notification) => notification.code)).toEqual(['payment_approved', 'payment_approved']);
  });

  it('approves a subscription for one period, making the user Pro at once', async () => {
    const { t, staff } = await appWithStaff();
    const user = await signedInUser(t);
    const id = (await submit(t, user, { plan_price_id: 'pro-monthly' })).body.id;
    expect((await approve(t, staff, id)).status).toBe(200);
    expect((await t.get<{ user_tier: string }>('/api/v1/user/me', { token: user.token })).body.user_tier).toBe('Pro');
    const [subscription] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.userId));
    expect(subscription).toMatchObject({ provider: 'manual', status: 'active', cancelAtPeriodEnd: true });
  });

  it('refuses a plan paid by hand beside a renewing subscription, when sent and when approved, charging nothing twice', async () => {
    const { t, staff } = await appWithStaff();
    const user = await signedInUser(t);
    // Sent before the card purchase, approved after it: staff are told to refund.
    const early = (await submit(t, user, { plan_price_id: 'plus-monthly' })).body.id;
    await buyWithSandbox(t, user, 'pro-monthly');
    expect(await submit(t, user, { plan_price_id: 'pro-monthly' })).toMatchObject({
      status: 409,
      body: { code: 'subscription_exists', message: 'You already have the Pro plan.' },
    });
    expect(await approve(t, staff, early)).toMatchObject({
      status: 409,
      body: {
        code: 'subscription_exists',
        message: 'This account has had the Pro plan, renewing, since the request was sent: reject the request and refund the payment.',
      },
    });
    expect((await review(t, staff)).body.requests.map((request) => request.id)).toContain(early);
    const subscriptions = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.userId));
    expect(subscriptions.map((row) => row.provider)).toEqual(['sandbox']);
    // Packs are not subscriptions.
    expect((await submit(t, user)).status).toBe(201);
  });

  it('rejects with a reason the user is told; staff cannot decide on their own request', async () => {
    const { t, staff } = await appWithStaff();
    const user = await signedInUser(t);
    const id = (await submit(t, user)).body.id;
    const reject = (reason: string, as = staff) => t.post(`/api/v1/billing/manual-payments/${id}/reject`, { reason }, { token: as.token });
    expect((await reject('   ')).status).toBe(400);
    const rejected = await reject('The transfer never arrived.');
    expect(rejected).toMatchObject({
      status: 200,
      body: { request: { status: 'rejected', rejection_reason: 'The transfer never arrived.' } },
    });
    expect((await approve(t, staff, id)).status).toBe(409);
    const [mail] = await readOutbox(t, user.email);
    expect(mail).toMatchObject({ subject: 'Your payment request was rejected' });
    expect(mail!.text).toContain('The transfer never arrived.');
    // And in the notification centre, with the reason, leading back to the plans.
    const { body: inbox } = await t.get<{ notifications: Array<Record<string, unknown>> }>('/api/v1/notifications', {
      token: user.token,
    });
    expect(inbox.notifications[0]).toMatchObject({
      type: 'payment',
      code: 'payment_rejected',
      params: { plan: '1,000 Points', plan_id: 'points-1000', reason: 'The transfer never arrived.' },
      message: 'Your payment request for 1,000 Points was rejected: The transfer never arrived.',
      status: 'unread',
      link: '/billing',
    });
    expect((await review(t, staff, 'rejected')).body.requests.map((request) => request.id)).toContain(id);

    const own = (await submit(t, staff)).body.id;
    expect(await approve(t, staff, own)).toMatchObject({
      status: 403,
      body: { message: 'You cannot decide on your own payment request.' },
    });
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
    expect((await ledgerState(t.deps.db, staff.accountId)).balance).toBe(50);
  });
});
