import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { findText } from '../../src/lib/i18n/runtime/translate';

type Tree = { [key: string]: string | Tree };

/** The product's own strings, so the journey reads the screen as a user of either language would (a plural by `count`). */
export function strings(language: 'en' | 'ar') {
  const tree = JSON.parse(readFileSync(`public/assets/lang/${language}.json`, 'utf8')) as Tree;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = findText([[language, tree]], key, values.count);
    if (found === undefined) throw new Error(`No ${language} string for ${key}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** Deletes a project from its item menu (the last one named for it: the sidebar's, or the open project's in the studio), confirming. */
export async function deleteProjectFromMenu(page: Page, t: ReturnType<typeof strings>, name: string) {
  await page
    .getByRole('button', { name: t('projects.sidebar.actions', { name }) })
    .last()
    .click();
  await page
    .getByRole('menuitem', { name: t('projects.menu.delete') })
    .last()
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('projects.delete.confirm') })
    .click();
}

export function uniqueUser(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.com`, password: 'correct horse 42' };
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest six-digit code mailed to `email` (optionally with a matching subject), read from the dev outbox. */
export async function readCodeFromOutbox(request: APIRequestContext, email: string, subject?: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/mailbox.json');
      const body = (await response.json()) as { mails: OutboxMessage[] };
      const message = body.mails.find((m) => m.to.toLowerCase() === email.toLowerCase() && (!subject || subject.test(m.subject)));
      code = message?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Ticks the proof-of-work captcha and waits until it says it is verified. */
export async function completeCaptcha(page: Page, t: ReturnType<typeof strings>) {
  // The native input is visually hidden under the styled box, so the user's click lands on the label.
  await page.getByText(t('auth.captcha.label'), { exact: true }).click();
  await expect(page.getByText(t('auth.captcha.verified'))).toBeVisible();
}
