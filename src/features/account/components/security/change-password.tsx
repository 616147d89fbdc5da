import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError, useErrorMessage } from '@/lib/api';
import { useChangePasswordMutation } from '../../api/security-mutations';
import { InlineNotice } from '../inline-notice';
import { ChangePasswordForm } from './change-password-form';
import styles from './security-forms.module.css';

/** Changing the password; a success says the user's other sessions were signed out. */
export function ChangePassword() {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const mutation = useChangePasswordMutation();
  // A new key empties the fields after a success.
  const [formKey, setFormKey] = useState(0);
  const titleId = useId();
  const isWrongPassword = isApiError(mutation.error) && mutation.error.code === 'current_password_invalid';
  // Memoised per error, so editing the field clears the message (React Aria re-shows a changed object).
  const serverFieldErrors = useMemo(
    () => (isWrongPassword ? { currentPassword: toMessage(mutation.error, 'account.security.changeFailed') } : undefined),
    [isWrongPassword, mutation.error, toMessage],
  );

  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('account.security.changePasswordTitle')}
      </h3>
      {mutation.isSuccess && (
        <InlineNotice tone="success">
          <p>{t('account.security.passwordChanged')}</p>
        </InlineNotice>
      )}
      <ChangePasswordForm
        key={formKey}
        isPending={mutation.isPending}
        errorMessage={mutation.isError && !isWrongPassword ? toMessage(mutation.error, 'account.security.changeFailed') : null}
        serverFieldErrors={serverFieldErrors}
        onSubmit={(values) =>
          mutation.mutate(
            { current_password: values.currentPassword, new_password: values.newPassword },
            { onSuccess: () => setFormKey((key) => key + 1) },
          )
        }
      />
    </section>
  );
}
