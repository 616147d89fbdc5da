import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n } from './instance';
import type { Namespace, TFunction } from './keys';

const I18nContext = createContext<I18n | null>(null);

/** Gives the components below it this i18n instance; the app, each story and each test pass their own. */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The `t` of a namespace (default `translation`) and the instance. The component renders again when the language
 * or the strings change: `t` is then a new function, so memos and effects that depend on it run again.
 */
export function useTranslation<N extends Namespace = 'translation'>(ns?: N): { t: TFunction<N>; i18n: I18n } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation() needs a TranslationProvider above it.');
  const namespace = (ns ?? 'translation') as N;
  const snapshot = () => i18n.getFixedT(namespace);
  const t = useSyncExternalStore(i18n.subscribe, snapshot, snapshot);
  return { t, i18n };
}
