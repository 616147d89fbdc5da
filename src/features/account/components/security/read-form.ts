import type { FieldErrors } from '../../validation';

/** Reads named text inputs of a submitted form. */
export function readForm<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

/** Validation answers i18n keys; the form shows them translated, keyed by field name. */
export function translateErrors(errors: FieldErrors<string>, t: (key: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key ?? '')]));
}
