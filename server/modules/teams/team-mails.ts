import type { MailMessage } from '../../integrations/mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The invitation mail: who invited whom to which team, as what, and where to answer (the Teams page after signing in). */
export function teamInvitationMail(input: {
  to: string;
  inviterName: string;
  teamName: string;
  role: 'member' | 'admin';
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const as = input.role === 'admin' ? 'an admin' : 'a member';
  const intro = `${input.inviterName} invited you to join the team "${input.teamName}" as ${as}.`;
  const how = 'Sign in (or create an account with this e-mail address) and answer the invitation on the Teams page:';
  const teamsUrl = `${input.publicUrl.replace(/\/$/, '')}/teams`;
  const until = `The invitation can be accepted until ${input.expiresAt.toUTCString()}.`;
  const text = `Hello,\n\n${intro}\n\n${how}\n${teamsUrl}\n\n${until}\n\nIf you do not know ${input.inviterName}, you can ignore this e-mail.\n`;
  const html =
    `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>${how}<br><a href="${escapeHtml(teamsUrl)}">${escapeHtml(teamsUrl)}</a></p>` +
    `<p>${escapeHtml(until)}</p><p>If you do not know ${escapeHtml(input.inviterName)}, you can ignore this e-mail.</p>`;
  return { to: input.to, subject: `${input.inviterName} invited you to the team ${input.teamName}`, text, html };
}
