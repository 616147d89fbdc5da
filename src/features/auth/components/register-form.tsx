import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Form, PasswordField, TextField } from '@/design-system';
import { useErrorMessage } from '@/lib/api';
import { useScheduled } from '@/lib/hooks';
import { hasErrors, readForm } from '@/domain/forms';
import { useRegisterMutation } from '../api/mutations';
import { CaptchaField } from '../captcha/captcha-field';
import { markCodeSent, showAuthView } from '../state/auth-flow-store';
import { authTiming } from '../timing';
import { validateRegister } from '../validation';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { useCaptcha } from './use-captcha';
import { useFormErrors } from './use-form-errors';

/** Create an account; 2 s after success the activation view opens with the e-mail (spec part 1 §4). */
export function RegisterForm() {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const schedule = useScheduled();
  const registerMutation = useRegisterMutation();
  const captcha = useCaptcha();
  const { fieldErrors, setFieldErrors, formError, setFormError } = useFormErrors();
  const [success, setSuccess] = useState(false);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = {
      ...readForm(event.currentTarget, ['username', 'email', 'password', 'confirmPassword']),
      captcha: captcha.token,
    };
    const errors = validateRegister(values);
    setFieldErrors(errors);
    setFormError(null);
    // A password mismatch resets the captcha too (spec part 1 §5).
    if (errors.confirmPassword) captcha.reset();
    if (hasErrors(errors)) return;

    registerMutation.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password, 'g-recaptcha-response': values.captcha },
      {
        onSuccess: ({ email }) => {
          setSuccess(true);
          markCodeSent();
          schedule(() => showAuthView('otp', email), authTiming.afterRegisterMs);
        },
        onError: (error) => {
          captcha.reset();
          setFormError(toMessage(error, 'auth.register.failed'));
        },
      },
    );
  }

  const { captcha: captchaError, ...validationErrors } = fieldErrors;
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          <span>{t('auth.register.haveAccount')}</span>
          <Button variant="ghost" size="sm" onPress={() => showAuthView('login')}>
            {t('auth.register.toLogin')}
          </Button>
        </>
      }
    >
      <Form onSubmit={handleSubmit} validationErrors={validationErrors} validationBehavior="aria" errorMessage={formError}>
        {success && <AuthNotice tone="success">{t('auth.register.success')}</AuthNotice>}
        <TextField name="username" label={t('auth.register.username')} autoComplete="username" isRequired />
        <TextField name="email" type="email" label={t('auth.register.email')} autoComplete="email" isRequired />
        <PasswordField name="password" label={t('auth.register.password')} autoComplete="new-password" isRequired />
        <PasswordField name="confirmPassword" label={t('auth.register.confirmPassword')} autoComplete="new-password" isRequired />
        <CaptchaField key={captcha.attempt} onChange={captcha.onChange} errorMessage={captchaError} />
        <Button type="submit" variant="primary" size="lg" isFullWidth isPending={registerMutation.isPending || success}>
          {t('auth.register.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
