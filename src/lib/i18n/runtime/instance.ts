import type { InstanceTFunction, Namespace, TFunction, TOptions } from './keys';
import { findText, translate, type Tree } from './translate';

export interface I18nOptions {
  language: string;
  /** Where a key missing in the interface language is looked up next; then the key itself shows. */
  fallbackLanguage: string;
  /** Strings per language and namespace. */
  resources?: Record<string, Partial<Record<Namespace, Tree>>>;
  /** Languages written right to left. */
  rtlLanguages?: readonly string[];
}

/** The translation runtime one app, story or test owns: its strings, its language, and who listens for changes. */
export interface I18n {
  readonly language: string;
  /** Translates a key of the `translation` namespace (or of the namespace `ns` names) in the current language. */
  t: InstanceTFunction;
  /** A `t` of the namespace, the same function until the language or the strings change (a React snapshot). */
  getFixedT<N extends Namespace>(ns: N): TFunction<N>;
  /** True when the current or fallback language has a text for the key. */
  exists(key: string, options?: { ns?: Namespace }): boolean;
  dir(language?: string): 'ltr' | 'rtl';
  changeLanguage(language: string): Promise<void>;
  /** Adds strings to a language's namespace, replacing top-level entries of the same name. */
  addResourceBundle(language: string, ns: Namespace, bundle: Tree): void;
  getResourceBundle(language: string, ns: Namespace): Tree | undefined;
  /** Calls the listener after each change of language or strings; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createInstance({ language, fallbackLanguage, resources = {}, rtlLanguages = [] }: I18nOptions): I18n {
  const store: Record<string, Partial<Record<Namespace, Tree>>> = { ...resources };
  const listeners = new Set<() => void>();
  let current = language;
  let fixed = new Map<Namespace, (key: string, options?: TOptions) => string>();

  const trees = (ns: Namespace) => [...new Set([current, fallbackLanguage])].map((code) => [code, store[code]?.[ns]] as const);
  const translateIn = (ns: Namespace, key: string, options: TOptions = {}) => translate(trees(options.ns ?? ns), key, options);
  const changed = () => {
    fixed = new Map();
    for (const listener of listeners) listener();
  };

  return {
    get language() {
      return current;
    },
    t: ((key: string, options?: TOptions) => translateIn('translation', key, options)) as InstanceTFunction,
    getFixedT<N extends Namespace>(ns: N) {
      let t = fixed.get(ns);
      if (!t) {
        t = (key: string, options?: TOptions) => translateIn(ns, key, options);
        fixed.set(ns, t);
      }
      return t;
    },
    exists(key, options = {}) {
      return findText(trees(options.ns ?? 'translation'), key) !== undefined;
    },
    dir(code = current) {
      return rtlLanguages.includes(code) ? 'rtl' : 'ltr';
    },
    changeLanguage(code) {
      if (code !== current) {
        current = code;
        changed();
      }
      return Promise.resolve();
    },
    addResourceBundle(code, ns, bundle) {
      store[code] = { ...store[code], [ns]: { ...store[code]?.[ns], ...bundle } };
      changed();
    },
    getResourceBundle(code, ns) {
      return store[code]?.[ns];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
