import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Checkbox, Form, PasswordField, TextField } from '@/design-system';
import { isApiError, useErrorMessage } from '@/lib/api';
import { useScheduled } from '@/lib/hooks';
import { hasErrors, readForm } from '@/domain/forms';
import { useLoginMutation } from '../api/mutations';
import { CaptchaField } from '../captcha/captcha-field';
import { showAuthView } from '../state/auth-flow-store';
import { authTiming } from '../timing';
import { validateLogin } from '../validation';
import { AuthCard } from './auth-card';
import formStyles from './auth-form.module.css';
import { AuthNotice } from './auth-notice';
import { GoogleSignIn } from './google-sign-in';
import type { OnAuthenticated } from './on-authenticated';
import { useCaptcha } from './use-captcha';
import { useFormErrors } from './use-form-errors';

/** Log in by username or e-mail (spec part 1 §2, §5, §8). */
export function LoginForm({ onAuthenticated }: { onAuthenticated: OnAuthenticated }) {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const schedule = useScheduled();
  const loginMutation = useLoginMutation();
  const captcha = useCaptcha();
  const { fieldErrors, setFieldErrors, formError, setFormError } = useFormErrors();
  const [redirectNotice, setRedirectNotice] = useState<string | null>(null);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { ...readForm(event.currentTarget, ['username', 'password']), captcha: captcha.token };
    const remember = new FormData(event.currentTarget).get('remember') === 'on';
    const errors = validateLogin(values);
    setFieldErrors(errors);
    setFormError(null);
    if (hasErrors(errors)) return;

    loginMutation.mutate(
      { username: values.username.trim(), password: values.password, remember, 'g-recaptcha-response': values.captcha },
      {
        onSuccess: ({ token }) => onAuthenticated(token, remember),
        onError: (error) => {
          captcha.reset();
          if (isApiError(error) && error.code === 'account_not_verified') {
            const email = error.detail<string>('email') ?? '';
            setRedirectNotice(`${toMessage(error, 'auth.login.failed')} ${t('auth.login.redirecting')}`);
            schedule(() => showAuthView('otp', email), authTiming.afterUnverifiedLoginMs);
            return;
          }
          setFormError(toMessage(error, 'auth.login.failed'));
        },
      },
    );
  }

  const { captcha: captchaError, ...validationErrors } = fieldErrors;
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <span>{t('auth.login.noAccount')}</span>
          <Button variant="ghost" size="sm" onPress={() => showAuthView('register')}>
            {t('auth.login.toRegister')}
          </Button>
        </>
      }
    >
      <GoogleSignIn onAuthenticated={onAuthenticated} />
      <Form onSubmit={handleSubmit} validationErrors={validationErrors} validationBehavior="aria" errorMessage={formError}>
        {redirectNotice && <AuthNotice tone="info">{redirectNotice}</AuthNotice>}
        <TextField name="username" label={t('auth.login.username')} autoComplete="username" isRequired />
        <PasswordField name="password" label={t('auth.login.password')} autoComplete="current-password" isRequired />
        <div className={formStyles.row}>
          <Checkbox name="remember">{t('auth.login.remember')}</Checkbox>
          <Button variant="ghost" size="sm" onPress={() => showAuthView('forgotPassword')}>
            {t('auth.login.forgot')}
          </Button>
        </div>
        <CaptchaField key={captcha.attempt} onChange={captcha.onChange} errorMessage={captchaError} />
        <Button type="submit" variant="primary" size="lg" isFullWidth isPending={loginMutation.isPending || redirectNotice !== null}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
