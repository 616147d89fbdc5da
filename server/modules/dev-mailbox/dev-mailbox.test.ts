import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts';
import { readOutbox } from '../../test/outbox';
import { createTestApp } from '../../test/test-app';

describe('dev mailbox', () => {
  it('lists kept mails newest first, as HTML and as JSON, and logs each mail', async () => {
    const t = await createTestApp();
    const first = await registerAccount(t);
    const second = await registerAccount(t);
    const mails = await readOutbox(t);
    const ours = mails.filter((mail) => [first.email, second.email].includes(mail.to)).map((mail) => mail.to);
    expect(ours).toEqual([second.email, first.email]);
    const page = await t.get<string>('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
    expect(t.logs.some((record) => record.to === first.email && String(record.text).match(/\d{6}/))).toBe(true);
  });

  it('is not there when SMTP is configured', async () => {
    const t = await createTestApp({
      env: { SMTP_HOST: 'smtp.example.com' },
      overrides: { mailer: { send: async () => undefined } },
    });
    expect((await t.get('/dev/mailbox')).status).toBe(404);
    expect((await t.get('/dev/mailbox.json')).status).toBe(404);
  });

  it('is not there on a production server, even without SMTP', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    expect((await t.get('/dev/mailbox')).status).toBe(404);
    expect((await t.get('/dev/mailbox.json')).status).toBe(404);
  });
});
