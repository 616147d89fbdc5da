import type { TranslationKey } from '@/lib/i18n';

/** A form's validation result: an i18n key per field that has a problem; the form shows them translated. */
export type FieldErrors<K extends string> = Partial<Record<K, TranslationKey>>;

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** Reads named text inputs of a submitted form. */
export function readForm<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

/** The field errors (i18n keys) as translated messages, keyed by field name. */
export function translateErrors(errors: FieldErrors<string>, t: (key: TranslationKey) => string): Record<string, string> {
  return Object.entries(errors).reduce<Record<string, string>>(
    (messages, [field, key]) => (key ? { ...messages, [field]: t(key) } : messages),
    {},
  );
}
