import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../validation';

/** Field errors from validation (i18n keys) turned into translated messages, keyed by field name. */
export function useFormErrors() {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrorsState] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  function setFieldErrors(errors: FieldErrors<string>) {
    setFieldErrorsState(Object.fromEntries(Object.entries(errors).map(([key, messageKey]) => [key, t(messageKey as string)])));
  }
  return { fieldErrors, setFieldErrors, formError, setFormError };
}

/** Reads named text inputs of a submitted form. */
export function readForm<K extends string>(form: HTMLFormElement, names: K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}
