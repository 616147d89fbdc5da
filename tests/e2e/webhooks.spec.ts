import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { createImages } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine (the server runs with WEBHOOKS_ALLOW_PRIVATE_URLS for it), keeping what it was sent. */
async function receiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/studio-hook`, received, close: () => server.close() };
}

/** Checks a delivery as the README tells a receiver to: HMAC-SHA256 over `t`, a dot and the raw body. */
function isSigned(delivery: Received, secret: string): boolean {
  const signature = String(delivery.headers['studio-signature'] ?? '');
  const [, timestamp, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
  if (!timestamp || !mac) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  return expected === mac && Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
}

test('an API user registers a webhook, sends a test, and hears a finished task, each delivery signed and logged', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const hook = await receiver();
  try {
    const { token } = await signIn(page, request, 'hooks');
    await page.goto('/account');
    await page.getByRole('button', { name: t('account.webhooks.title') }).click();
    await page.getByRole('textbox', { name: t('account.webhooks.url') }).fill(hook.url);
    await page.getByRole('button', { name: t('account.webhooks.add') }).click();
    const secretField = page.getByRole('textbox', { name: t('account.webhooks.secretTitle') });
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: t('account.apiKeys.done') }).click();

    await page.getByRole('button', { name: t('account.webhooks.sendTestNamed', { url: hook.url }) }).click();
    await expect.poll(() => hook.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const testDelivery = hook.received[0]!;
    expect(isSigned(testDelivery, secret)).toBe(true);
    // A body changed in transit no longer matches its signature.
    expect(isSigned({ ...testDelivery, body: `${testDelivery.body} ` }, secret)).toBe(false);

    await createImages(request, token, ['A lantern on a jetty']);
    await expect
      .poll(() => hook.received.some((delivery) => delivery.headers['studio-event-type'] === 'task.completed'), { timeout: 60_000 })
      .toBe(true);
    const completed = hook.received.find((delivery) => delivery.headers['studio-event-type'] === 'task.completed')!;
    expect(isSigned(completed, secret)).toBe(true);
    const event = JSON.parse(completed.body) as { id: string; data: { task: { status: string } } };
    expect(event.data.task.status).toBe('complete');
    expect(completed.headers['studio-event-id']).toBe(event.id);

    await page.reload();
    await page.getByRole('button', { name: t('account.webhooks.title') }).click();
    await page.getByRole('button', { name: t('account.webhooks.log') }).click();
    const log = page.getByRole('list', { name: t('account.webhooks.logLabel', { url: hook.url }) });
    await expect(log.getByText(t('account.webhooks.delivered')).first()).toBeVisible({ timeout: 30_000 });
  } finally {
    hook.close();
  }
});
