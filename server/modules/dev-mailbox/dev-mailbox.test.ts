import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts';
import { devOutbox } from '../../db/schema';
import { loadEnv, productionMailProblem } from '../../env';
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

  it('is not there on a production server, even without SMTP, whose log never carries a live code', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    expect((await t.get('/dev/mailbox')).status).toBe(404);
    expect((await t.get('/dev/mailbox.json')).status).toBe(404);
    await registerAccount(t);
    const [code] = (await t.deps.db.select().from(devOutbox)).map((mail) => mail.text.match(/\b\d{6}\b/)?.[0]);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(t.logs)).not.toContain(code);
    expect(t.logs).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'Mail could not be sent: no SMTP is configured' }));
  });

  it('stops a production server from starting without SMTP, saying why', () => {
    expect(productionMailProblem(loadEnv({ NODE_ENV: 'production' }))).toMatch(/NODE_ENV=production needs SMTP_HOST/);
    expect(productionMailProblem(loadEnv({ NODE_ENV: 'production', SMTP_HOST: 'mail.example.com' }))).toBeNull();
    expect(productionMailProblem(loadEnv({}))).toBeNull();
  });
});
