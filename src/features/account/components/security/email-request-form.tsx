import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Form, PasswordField, TextField } from '@/design-system';
import { hasErrors, readForm, translateErrors } from '@/domain/forms';
import { validateEmailChange, type EmailChangeValues } from '../../validation';
import styles from './security-forms.module.css';

const fields = ['newEmail', 'currentPassword'] as const;

export interface EmailRequestFormProps {
  /** The address the account has now; the new one must differ. */
  currentEmail: string;
  /** Called with a valid new address (trimmed) and the current password. */
  onSubmit: (values: EmailChangeValues) => void;
  /** The code is being sent. @default false */
  isPending?: boolean;
  errorMessage?: string | null;
  /** The server's refusal of one field (a taken address, a wrong password); cleared once the field is edited. */
  serverFieldErrors?: Record<string, string>;
}

/** Step one of an e-mail change: the new address and the current password; a code goes to the new address. */
export function EmailRequestForm({ currentEmail, onSubmit, isPending = false, errorMessage, serverFieldErrors }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A stable object: React Aria shows server errors again whenever this prop changes identity.
  const validationErrors = useMemo(() => ({ ...fieldErrors, ...serverFieldErrors }), [fieldErrors, serverFieldErrors]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget, fields);
    const errors = validateEmailChange(values, currentEmail);
    setFieldErrors(translateErrors(errors, t));
    if (!hasErrors(errors)) onSubmit({ ...values, newEmail: values.newEmail.trim() });
  }

  return (
    <Form
      onSubmit={handleSubmit}
      validationBehavior="aria"
      validationErrors={validationErrors}
      errorMessage={errorMessage}
      className={styles.form}
    >
      <TextField name="newEmail" type="email" label={t('account.security.newEmail')} autoComplete="email" isRequired />
      <PasswordField name="currentPassword" label={t('account.security.currentPassword')} isRequired />
      <div>
        <Button type="submit" variant="primary" isPending={isPending}>
          {t('account.security.sendCode')}
        </Button>
      </div>
    </Form>
  );
}
