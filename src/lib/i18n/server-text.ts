import { useCallback } from 'react';
import type { MessageParams } from '@contract';
import { useTranslation, type I18n } from './runtime';

/** Where the language files keep the translations of a kind of server message (contract/messages.ts). */
export type ServerTextKind = 'ledger' | 'taskErrors' | 'notifications' | 'billing';

/** A message the server wrote for people: its code and values when it has them, and its English text. */
export interface ServerText {
  code?: string | null;
  params?: MessageParams | null;
  /** The server's own words, shown when the code is missing or this browser's language file does not know it. */
  text: string;
}

/** First-strong isolate and pop directional isolate: the text between them is laid out on its own. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/**
 * The message in the interface language: its code's translation with the values filled in, else the server's text.
 * A code whose words follow a number has plural forms (`_one`, `_other`, ...), picked by its `count` value. In a
 * right-to-left language each worded value (a name, a title) is isolated, so an English name beside a number or a
 * full stop does not pull them out of the sentence's order ('أضاف omar.k 500 نقطة' read the number first).
 */
export function translateServerText(i18n: Pick<I18n, 'dir' | 'exists' | 't'>, kind: ServerTextKind, message: ServerText): string {
  const key = `serverText.${kind}.${message.code ?? ''}`;
  const isCounted = typeof message.params?.count === 'number' && i18n.exists(`${key}_other`);
  if (!message.code || !(isCounted || i18n.exists(key))) return message.text;
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && i18n.dir() === 'rtl' ? isolated(value) : value,
    ]),
  );
  // The key comes from the server: exists() has checked it names a text, which the typed t() cannot know.
  return (i18n.t as (key: string, options: MessageParams) => string)(key, params);
}

/** translateServerText with the app's i18n, for components. */
export function useServerText(): (kind: ServerTextKind, message: ServerText) => string {
  const { i18n } = useTranslation();
  return useCallback((kind, message) => translateServerText(i18n, kind, message), [i18n]);
}
