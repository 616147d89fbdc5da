import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

describe('SMTP mailer', () => {
  it('hands nodemailer the message with our sender', async () => {
    const json = createTransport({ jsonTransport: true });
    const sent: Array<{ envelope: unknown; message: string }> = [];
    const mailer = createSmtpMailer(
      {
        async sendMail(options) {
          const info = (await json.sendMail(options)) as unknown as { envelope: unknown; message: string };
          sent.push(info);
          return info;
        },
      },
      'Studio <studio@example.com>',
    );
    await mailer.send({ to: 'user@example.com', subject: 'Your activation code', text: 'Code 123456', html: '<b>123456</b>' });
    const message = JSON.parse(sent[0]?.message ?? '{}') as Record<string, unknown>;
    expect(message).toMatchObject({ subject: 'Your activation code', text: 'Code 123456', html: '<b>123456</b>' });
    expect(sent[0]?.envelope).toEqual({ from: 'studio@example.com', to: ['user@example.com'] });
  });
});
