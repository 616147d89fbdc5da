import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useTranslation } from '@/lib/i18n';
import { Button, CodeField, Form, PasswordField } from '@/design-system';
import { useErrorMessage } from '@/lib/api';
import { useScheduled } from '@/lib/hooks';
import { hasErrors, readForm } from '@/domain/forms';
import { useResetPasswordMutation } from '../api/mutations';
import { authFlowStore, showAuthView } from '../state/auth-flow-store';
import { authTiming } from '../timing';
import { validateResetPassword } from '../validation';
import { AuthCard } from './auth-card';
import formStyles from './auth-form.module.css';
import { AuthNotice } from './auth-notice';
import { useFormErrors } from './use-form-errors';

/** Set a new password with the mailed code; 3 s after success the login view opens (spec part 1 §4). */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const schedule = useScheduled();
  const { email } = useSnapshot(authFlowStore);
  const resetMutation = useResetPasswordMutation();
  const { fieldErrors, setFieldErrors, formError, setFormError } = useFormErrors();
  const [code, setCode] = useState('');
  const [isDone, setDone] = useState(false);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { ...readForm(event.currentTarget, ['password', 'confirmPassword']), code };
    const errors = validateResetPassword(values);
    setFieldErrors(errors);
    setFormError(null);
    if (hasErrors(errors)) return;
    resetMutation.mutate(
      { email, otp_code: code, new_password: values.password },
      {
        onSuccess: () => {
          setDone(true);
          schedule(() => showAuthView('login'), authTiming.afterPasswordResetMs);
        },
        onError: (error) => setFormError(toMessage(error, 'auth.reset.failed')),
      },
    );
  }

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={
        <Trans i18nKey="auth.reset.description" values={{ email }} components={{ email: <span className={formStyles.emailNote} /> }} />
      }
      footer={
        <Button variant="ghost" size="sm" onPress={() => showAuthView('login')}>
          {t('auth.reset.backToLogin')}
        </Button>
      }
    >
      <Form onSubmit={handleSubmit} validationErrors={fieldErrors} validationBehavior="aria" errorMessage={formError}>
        {isDone && <AuthNotice tone="success">{t('auth.reset.success')}</AuthNotice>}
        <CodeField label={t('auth.reset.code')} value={code} onChange={setCode} />
        <PasswordField name="password" label={t('auth.reset.password')} autoComplete="new-password" isRequired />
        <PasswordField name="confirmPassword" label={t('auth.reset.confirmPassword')} autoComplete="new-password" isRequired />
        <Button type="submit" variant="primary" size="lg" isFullWidth isPending={resetMutation.isPending || isDone}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
