import type en from '../../../public/assets/lang/en.json';

type LeafKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : LeafKeys<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A key of a text in the English language file. A misspelled or missing key fails the type check. */
export type TranslationKey = LeafKeys<typeof en>;
