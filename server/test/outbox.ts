import type { TestApp } from './test-app';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

/** The dev mailbox as the JSON endpoint lists it, newest first; optionally only one recipient's mails. */
export async function readOutbox(t: TestApp, to?: string): Promise<OutboxMail[]> {
  const { status, body } = await t.get<{ mails: OutboxMail[] }>('/dev/mailbox.json');
  if (status !== 200) throw new Error(`Reading the dev mailbox failed with ${status}`);
  return to ? body.mails.filter((mail) => mail.to === to.toLowerCase()) : body.mails;
}

/** The six-digit code of the newest mail to `to`. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [mail] = await readOutbox(t, to);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}
