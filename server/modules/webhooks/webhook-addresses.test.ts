import { describe, expect, it } from 'vitest';
import { sendWebhookTest, type Webhook } from '../../../contract';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { appWith, create, sendTest, webhookReceivers } from '../../test/webhooks';

/** Where a webhook may not send: checked when it is registered and again on every send. */
const startReceiver = webhookReceivers();

describe('addresses a webhook may not reach', () => {
  it('refuses loopback, private and link-local URLs, checking every address a name resolves to', async () => {
    const t = await appWith({
      allowPrivate: false,
      dns: {
        'localhost.example.com': ['127.0.0.1'],
        'split.example.com': ['93.184.216.34', '10.1.2.3'],
        'v6.example.com': ['2606:2800:220:1::1', 'fd00::1'],
      },
    });
    const user = await signedInUser(t, { tier: 'Plus' });
    const refused = [
      'http://127.0.0.1:3000/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hook',
      'http://172.20.1.1/hook',
      'http://192.168.1.1/hook',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:a9fe:a9fe]/hook',
      'http://2130706433/hook',
      'http://0x7f.1/hook',
      'http://localhost.example.com/hook',
      'http://split.example.com/hook',
      'http://v6.example.com/hook',
    ];
    for (const url of refused) {
      const answer = await create(t, user.token, { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({
        code: 'validation_error',
        message: 'Webhooks cannot be sent to private, local or link-local addresses.',
      });
    }
    expect((await t.get<{ webhooks: Webhook[] }>('/api/v1/user/webhooks', { token: user.token })).body.webhooks).toEqual([]);
  });

  it('checks again on every send: a name that later points inside is refused, and nothing is sent', async () => {
    const dns = { 'rebind.example.com': ['93.184.216.34'] };
    const t = await appWith({ allowPrivate: false, dns });
    const inside = await startReceiver();
    const user = await signedInUser(t, { tier: 'Plus' });
    const port = new URL(inside.url).port;
    const { webhook } = (await create(t, user.token, { url: `http://rebind.example.com:${port}/hooks/studio` })).body;
    dns['rebind.example.com'] = ['127.0.0.1'];
    const { status, body } = await sendTest(t, user.token, webhook.id);
    expect(status).toBe(200);
    expect(sendWebhookTest.answer.parse(body)).toEqual(body);
    expect(body.attempt).toMatchObject({ is_success: false, status_code: null, event_type: 'webhook.test', attempt: 1 });
    expect(body.attempt.error).toContain('private or local address');
    expect(inside.received).toEqual([]);
  });

  it('never follows a redirect, even where private addresses are allowed', async () => {
    const t = await appWith({ allowPrivate: true });
    const first = await startReceiver();
    const target = await startReceiver();
    first.answers.push(302);
    first.location = target.url;
    const user = await signedInUser(t, { tier: 'Plus' });
    const { webhook } = (await create(t, user.token, { url: first.url })).body;
    const { body } = await sendTest(t, user.token, webhook.id);
    expect(body.attempt).toMatchObject({ is_success: false, status_code: 302, error: 'Redirects are not followed.' });
    expect(body.attempt.retry_at).not.toBeNull();
    expect(first.received).toHaveLength(1);
    expect(target.received).toEqual([]);
  });

  it('reaches loopback when the operator allows private addresses', async () => {
    const t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' } });
    const local = await startReceiver();
    const user = await signedInUser(t, { tier: 'Plus' });
    const created = await create(t, user.token, { url: local.url });
    expect(created.status).toBe(201);
    expect((await sendTest(t, user.token, created.body.webhook.id)).body.attempt).toMatchObject({ is_success: true, status_code: 200 });
    expect(local.received).toHaveLength(1);
    const strict = await createTestApp();
    const other = await signedInUser(strict, { tier: 'Plus' });
    expect((await create(strict, other.token, { url: local.url })).status).toBe(400);
  });
});
