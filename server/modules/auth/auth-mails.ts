import { authLimits } from '../../../contract';
import type { CodePurpose } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mailer';

const subjects: Record<CodePurpose, string> = {
  activation: 'Your activation code',
  password_reset: 'Your password reset code',
  email_change: 'Confirm your new e-mail address',
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
  email_change: {
    intro: 'Use this code to make this address the e-mail of your studio account:',
    ignore: 'If you did not ask for this, you can ignore this e-mail; no account will use this address.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

/** Sent to the old address once the change is done, so a hijacked session cannot move an account silently. */
export function emailChangedMail(oldAddress: string, username: string, newAddress: string): MailMessage {
  const text =
    `Hello ${username},\n\nThe e-mail address of your studio account was changed to ${newAddress}.\n` +
    `If you did not do this, reset your password at once and contact support.\n`;
  const html =
    `<p>Hello ${escapeHtml(username)},</p><p>The e-mail address of your studio account was changed to ` +
    `<strong>${escapeHtml(newAddress)}</strong>.</p><p>If you did not do this, reset your password at once and contact support.</p>`;
  return { to: oldAddress, subject: 'Your e-mail address was changed', text, html };
}
