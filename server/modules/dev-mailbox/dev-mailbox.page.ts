import type { DevOutboxRow } from '../../db/schema';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain page for developers: every kept mail, newest first, readable without any client code. */
export function renderMailbox(mails: DevOutboxRow[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()}</p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Dev mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; }
  article { border: 1px solid #ddd; border-radius: 8px; padding: 0 1rem; margin-block: 1rem; }
  .meta { color: #666; font-size: 0.9rem; }
  pre { white-space: pre-wrap; font-size: 1rem; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mails the server would have sent. Shown because no SMTP server is configured.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}
