import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { translateErrors, type FieldErrors } from '@/domain/forms';

/** Field errors from validation (i18n keys) turned into translated messages, keyed by field name. */
export function useFormErrors() {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrorsState] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  function setFieldErrors(errors: FieldErrors<string>) {
    setFieldErrorsState(translateErrors(errors, t));
  }
  return { fieldErrors, setFieldErrors, formError, setFormError };
}
