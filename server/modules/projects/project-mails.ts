import type { MailMessage } from '../../integrations/mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const permissionWords = { viewer: 'view', editor: 'view and edit' } as const;

/** The invitation mail: who invited whom to what, and where to answer (the notification centre after signing in). */
export function invitationMail(input: {
  to: string;
  inviterName: string;
  projectName: string;
  permission: 'viewer' | 'editor';
  publicUrl: string;
}): MailMessage {
  const can = permissionWords[input.permission];
  const intro = `${input.inviterName} invited you to ${can} the project "${input.projectName}".`;
  const how = 'Sign in (or create an account with this e-mail address) and answer the invitation in your notifications:';
  const text = `Hello,\n\n${intro}\n\n${how}\n${input.publicUrl}\n\nIf you do not know ${input.inviterName}, you can ignore this e-mail.\n`;
  const html =
    `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>${how}<br><a href="${escapeHtml(input.publicUrl)}">${escapeHtml(input.publicUrl)}</a></p>` +
    `<p>If you do not know ${escapeHtml(input.inviterName)}, you can ignore this e-mail.</p>`;
  return { to: input.to, subject: `${input.inviterName} shared a project with you`, text, html };
}
