import type { LeafKeys, Namespaces } from './runtime';

/** A key of a text in the English language file. A misspelled or missing key fails the type check. */
export type TranslationKey = LeafKeys<Namespaces['translation']>;
