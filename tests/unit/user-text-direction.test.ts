import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Translations } from '@/lib/i18n/translations';

const ar = JSON.parse(readFileSync(new URL('../../public/assets/lang/ar.json', import.meta.url), 'utf8')) as Translations;
const branch = (path: string) =>
  path.split('.').reduce<Translations | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), ar);

/**
 * Sentences that carry names and show in an element with dir="auto" (notifications, invitations): the browser lays
 * each out in the direction of its first letter, so in Arabic that letter must be Arabic, not a name's.
 */
const sentencesWithNames = ['serverText.notifications', 'shell.notifications.projectInvitation', 'teams.invitations.message'];

describe('Arabic sentences shown in their own direction', () => {
  it.each(sentencesWithNames)('%s: start with an Arabic word, whatever name fills a slot', (path) => {
    const found = branch(path);
    const entries = typeof found === 'string' ? [[path, found] as const] : Object.entries(found ?? {});
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, text] of entries) {
      // A slot stands for an English name at worst.
      const firstLetter = String(text)
        .replace(/\{\{\s*\w+\s*\}\}/g, 'Name')
        .match(/\p{L}/u)?.[0];
      expect(firstLetter && /\p{Script=Arabic}/u.test(firstLetter), `${path} ${key}`).toBe(true);
    }
  });
});
