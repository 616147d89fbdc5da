import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Form, PasswordField } from '@/design-system';
import { hasErrors, readForm, translateErrors } from '@/domain/forms';
import { validateChangePassword, type ChangePasswordValues } from '../../validation';
import styles from './security-forms.module.css';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface ChangePasswordFormProps {
  /** Called with valid values: new and confirm match and are at least 8 characters. */
  onSubmit: (values: Pick<ChangePasswordValues, 'currentPassword' | 'newPassword'>) => void;
  /** The change is being saved. @default false */
  isPending?: boolean;
  /** The server's refusal of the whole form. */
  errorMessage?: string | null;
  /** The server's refusal of one field, e.g. a wrong current password; cleared once the field is edited. */
  serverFieldErrors?: Record<string, string>;
}

/** Current, new and confirm password (spec part 1 §5: 'New passwords do not match.', at least 8 characters). */
export function ChangePasswordForm({ onSubmit, isPending = false, errorMessage, serverFieldErrors }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A stable object: React Aria shows server errors again whenever this prop changes identity.
  const validationErrors = useMemo(() => ({ ...fieldErrors, ...serverFieldErrors }), [fieldErrors, serverFieldErrors]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget, fields);
    const errors = validateChangePassword(values);
    setFieldErrors(translateErrors(errors, t));
    if (!hasErrors(errors)) onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  return (
    <Form
      onSubmit={handleSubmit}
      validationBehavior="aria"
      validationErrors={validationErrors}
      errorMessage={errorMessage}
      className={styles.form}
    >
      <PasswordField name="currentPassword" label={t('account.security.currentPassword')} isRequired />
      <PasswordField
        name="newPassword"
        label={t('account.security.newPassword')}
        description={t('account.security.passwordHint')}
        autoComplete="new-password"
        isRequired
      />
      <PasswordField name="confirmPassword" label={t('account.security.confirmPassword')} autoComplete="new-password" isRequired />
      <div>
        <Button type="submit" variant="primary" isPending={isPending}>
          {t('account.security.changePassword')}
        </Button>
      </div>
    </Form>
  );
}
