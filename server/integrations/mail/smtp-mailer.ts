import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

export interface SmtpSettings {
  SMTP_HOST?: string | undefined;
  SMTP_PORT: number;
  SMTP_USER?: string | undefined;
  SMTP_PASSWORD?: string | undefined;
  SMTP_SECURE: boolean;
}

// nodemailer is required when SMTP is configured, not when this file loads: a server without SMTP (the dev
// outbox) would otherwise hold some 5 MiB of it.
const require = createRequire(import.meta.url);

export function createSmtpTransport(settings: SmtpSettings): Transporter {
  const { createTransport } = require('nodemailer') as typeof Nodemailer;
  return createTransport({
    host: settings.SMTP_HOST,
    port: settings.SMTP_PORT,
    secure: settings.SMTP_SECURE,
    auth: settings.SMTP_USER ? { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD ?? '' } : undefined,
  });
}

/** The part of a nodemailer transport we use. */
export interface MailTransport {
  sendMail(options: SendMailOptions): Promise<unknown>;
}

/** The transport is passed in so tests can use nodemailer's JSON transport instead of a server. */
export function createSmtpMailer(transport: MailTransport, from: string): Mailer {
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
