/** A namespace's strings: nested objects whose leaves are texts. */
export type Tree = { [key: string]: string | Tree };

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of a count: Arabic has six (zero, one, two, few, many, other), English two. */
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys tried in one language, first found wins, in i18next's order: `_zero` for 0, the count's form, the key. */
function candidates(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(language, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const slot = /\{\{(.+?)\}\}/g;

/** Fills `{{name}}` slots as given (no escaping: React escapes). A slot with no value stays as written, like i18next. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(slot, (written, name: string) => {
    const value = values[name.trim()];
    if (value === undefined) return written;
    return value === null ? '' : String(value);
  });
}

type Trees = ReadonlyArray<readonly [language: string, tree: Tree | undefined]>;

/** The text of a key in the first of `trees` that has it (the interface language, then the fallback), unfilled. */
export function findText(trees: Trees, key: string, count?: unknown): string | undefined {
  for (const [language, tree] of trees) {
    for (const candidate of candidates(key, language, count)) {
      const text = lookup(tree, candidate);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/** The text of a key with its slots filled, else the key itself (what i18next shows for a missing key). */
export function translate(trees: Trees, key: string, values: Record<string, unknown> = {}): string {
  const text = findText(trees, key, values.count);
  return text === undefined ? key : interpolate(text, values);
}
