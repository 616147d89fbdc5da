import { authLimits } from '../../../contract';
import type { CodePurpose } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mailer';

const subjects: Record<CodePurpose, string> = {
  activation: 'Your activation code',
  password_reset: 'Your password reset code',
};

const reasons: Record<CodePurpose, { intro: string; ignore: string }> = {
  activation: {
    intro: 'Welcome to the studio! Use this code to activate your account:',
    ignore: 'If you did not create an account, you can ignore this e-mail.',
  },
  password_reset: {
    intro: 'Use this code to choose a new password:',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function codeMail(purpose: CodePurpose, to: string, username: string, code: string): MailMessage {
  const { intro, ignore } = reasons[purpose];
  const expiry = `The code expires in ${authLimits.codeLifetimeMinutes} minutes.`;
  const text = `Hello ${username},\n\n${intro}\n\n    ${code}\n\n${expiry}\n${ignore}\n`;
  const html =
    `<p>Hello ${escapeHtml(username)},</p><p>${intro}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` +
    `<p>${expiry}<br>${ignore}</p>`;
  return { to, subject: subjects[purpose], text, html };
}
