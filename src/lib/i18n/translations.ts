import type { Language } from './languages';

/** A language file is a tree of strings; anything else is refused as invalid. */
export type Translations = { [key: string]: string | Translations };

function isTranslations(value: unknown): value is Translations {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || isTranslations(entry));
}

class LanguageFileError extends Error {
  constructor(language: Language, reason: string) {
    super(`Language file ${language}.json could not be loaded: ${reason}`);
    this.name = 'LanguageFileError';
  }
}

/** Fetches `/assets/lang/{language}.json` (spec part 1 §7) and checks its shape. */
export async function fetchTranslations(language: Language, fetcher: typeof fetch = fetch): Promise<Translations> {
  let response: Response;
  try {
    response = await fetcher(`/assets/lang/${language}.json`, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new LanguageFileError(language, error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) throw new LanguageFileError(language, `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new LanguageFileError(language, 'not JSON');
  }
  if (!isTranslations(body) || Object.keys(body).length === 0) throw new LanguageFileError(language, 'invalid shape');
  return body;
}

/** Flattens nested keys to dotted paths, for comparing languages. */
export function flattenKeys(tree: Translations, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}
