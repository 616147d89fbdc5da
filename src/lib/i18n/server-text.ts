import { useCallback } from 'react';
import type { MessageParams } from '../../../contract';
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

/** The message in the interface language: its code's translation with the values filled in, else the server's text. */
export function translateServerText(i18n: Pick<I18n, 'exists' | 't'>, kind: ServerTextKind, message: ServerText): string {
  const key = `serverText.${kind}.${message.code ?? ''}`;
  if (!message.code || !i18n.exists(key)) return message.text;
  // The key comes from the server: exists() has checked it names a text, which the typed t() cannot know.
  return (i18n.t as (key: string, options: MessageParams) => string)(key, message.params ?? {});
}

/** translateServerText with the app's i18n, for components. */
export function useServerText(): (kind: ServerTextKind, message: ServerText) => string {
  const { i18n } = useTranslation();
  return useCallback((kind, message) => translateServerText(i18n, kind, message), [i18n]);
}
