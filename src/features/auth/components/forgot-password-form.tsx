import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Form, TextField } from '@/design-system';
import { useErrorMessage } from '@/lib/api';
import { useScheduled } from '@/lib/hooks';
import { hasErrors, readForm } from '@/domain/forms';
import { useRequestPasswordCodeMutation } from '../api/mutations';
import { CaptchaField } from '../captcha/captcha-field';
import { showAuthView } from '../state/auth-flow-store';
import { authTiming } from '../timing';
import { validateForgotPassword } from '../validation';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { useCaptcha } from './use-captcha';
import { useFormErrors } from './use-form-errors';

/** Request a reset code; 2 s after the request succeeds the reset view opens (spec part 1 §4). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const schedule = useScheduled();
  const requestMutation = useRequestPasswordCodeMutation();
  const captcha = useCaptcha();
  const { fieldErrors, setFieldErrors, formError, setFormError } = useFormErrors();
  const [isSent, setSent] = useState(false);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { ...readForm(event.currentTarget, ['email']), captcha: captcha.token };
    const errors = validateForgotPassword(values);
    setFieldErrors(errors);
    setFormError(null);
    if (hasErrors(errors)) return;
    const email = values.email.trim();
    requestMutation.mutate(
      { email, 'g-recaptcha-response': values.captcha },
      {
        onSuccess: () => {
          setSent(true);
          schedule(() => showAuthView('resetPassword', email), authTiming.afterResetRequestMs);
        },
        onError: (error) => {
          captcha.reset();
          setFormError(toMessage(error, 'auth.forgot.failed'));
        },
      },
    );
  }

  const { captcha: captchaError, ...validationErrors } = fieldErrors;
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.description')}
      footer={
        <Button variant="ghost" size="sm" onPress={() => showAuthView('login')}>
          {t('auth.forgot.backToLogin')}
        </Button>
      }
    >
      <Form onSubmit={handleSubmit} validationErrors={validationErrors} validationBehavior="aria" errorMessage={formError}>
        {isSent && <AuthNotice tone="success">{t('auth.forgot.sent')}</AuthNotice>}
        <TextField name="email" type="email" label={t('auth.forgot.email')} autoComplete="email" isRequired />
        <CaptchaField key={captcha.attempt} onChange={captcha.onChange} errorMessage={captchaError} />
        <Button type="submit" variant="primary" size="lg" isFullWidth isPending={requestMutation.isPending || isSent}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
