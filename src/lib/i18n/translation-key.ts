import type { KeyIn } from './runtime';

/**
 * A key of a text in the English language file, or the base of a plural (`teams.membersCount` for its `_one` and
 * `_other` forms, asked for with a `count`). A misspelled or missing key fails the type check.
 */
export type TranslationKey = KeyIn<'translation'>;
