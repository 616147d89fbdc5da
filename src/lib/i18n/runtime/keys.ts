import type en from '../../../../public/assets/lang/en.json';
import type { bundledStrings } from '../bundled-strings';

/** The namespaces and their English trees: English is the source of truth for every key's type. */
interface Namespaces {
  translation: typeof en;
  boot: (typeof bundledStrings)['en']['boot'];
}

export type Namespace = keyof Namespaces;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The dotted paths to the strings of a tree. */
type LeafKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : LeafKeys<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** `a.items` for `a.items_one` and `a.items_other`: the key a plural is asked for by, with `count`. */
type PluralBase<Key> = Key extends `${infer Base}_${PluralForm}` ? Base : never;

/** The keys `t` accepts in a namespace: each string's own path and each plural's base. */
export type KeyIn<N extends Namespace> = LeafKeys<Namespaces[N]> | PluralBase<LeafKeys<Namespaces[N]>>;

/** Values for the `{{name}}` slots; `count` also picks the plural form, `ns` the namespace. */
export interface TOptions {
  count?: number;
  ns?: Namespace;
  [value: string]: unknown;
}

/** Translates a typed key of namespace N. */
export type TFunction<N extends Namespace = 'translation'> = (key: KeyIn<N>, options?: TOptions) => string;

/** The instance's own `t`: a key of `translation`, or of `boot` when the options say `ns: 'boot'`. */
export interface InstanceTFunction {
  (key: KeyIn<'translation'>, options?: TOptions): string;
  (key: KeyIn<'boot'>, options: TOptions & { ns: 'boot' }): string;
}
