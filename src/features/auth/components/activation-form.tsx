import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useTranslation } from '@/lib/i18n';
import { authLimits } from '@contract/browser';
import { Button, CodeField, Form } from '@/design-system';
import { isApiError, useErrorMessage } from '@/lib/api';
import { useCountdown } from '@/lib/hooks';
import { useResendActivationMutation, useVerifyEmailMutation } from '../api/mutations';
import { authFlowStore, markCodeSent, showAuthView } from '../state/auth-flow-store';
import { validateCode } from '../validation';
import { AuthCard } from './auth-card';
import formStyles from './auth-form.module.css';
import { AuthNotice } from './auth-notice';
import type { OnAuthenticated } from './on-authenticated';

/** 'Account Activation': the mailed code logs the user in without remembering (spec part 1 §4). */
export function ActivationForm({ onAuthenticated }: { onAuthenticated: OnAuthenticated }) {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const { email, codeSentAt } = useSnapshot(authFlowStore);
  const verifyMutation = useVerifyEmailMutation();
  const resendMutation = useResendActivationMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cooldownUntil = codeSentAt === null ? null : codeSentAt + authLimits.resendCooldownSeconds * 1000;
  const secondsLeft = useCountdown(cooldownUntil);

  // The countdown starts when the view opens: a code was just sent, or (after an unverified login) may have been.
  useEffect(() => {
    if (authFlowStore.codeSentAt === null) markCodeSent();
  }, []);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errorKey = validateCode(code);
    setCodeError(errorKey ? t(errorKey) : null);
    setFormError(null);
    if (errorKey) return;
    verifyMutation.mutate(
      { email, otp_code: code },
      {
        onSuccess: ({ token }) => onAuthenticated(token, false),
        onError: (error) => setFormError(toMessage(error, 'auth.otp.failed')),
      },
    );
  }

  function handleResend() {
    setNotice(null);
    setFormError(null);
    resendMutation.mutate(
      { email },
      {
        onSuccess: () => {
          markCodeSent();
          setNotice(t('auth.otp.resent'));
        },
        onError: (error) => {
          const retryAfter = isApiError(error) ? error.detail<number>('retry_after_seconds') : undefined;
          if (retryAfter) markCodeSent(Date.now() - (authLimits.resendCooldownSeconds - retryAfter) * 1000);
          setFormError(toMessage(error, 'auth.otp.failed'));
        },
      },
    );
  }

  return (
    <AuthCard
      title={t('auth.otp.title')}
      subtitle={
        <Trans i18nKey="auth.otp.description" values={{ email }} components={{ email: <span className={formStyles.emailNote} /> }} />
      }
      footer={
        <Button variant="ghost" size="sm" onPress={() => showAuthView('login')}>
          {t('auth.otp.backToLogin')}
        </Button>
      }
    >
      <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={formError}>
        {notice && <AuthNotice tone="success">{notice}</AuthNotice>}
        <CodeField label={t('auth.otp.code')} value={code} onChange={setCode} errorMessage={codeError} />
        <Button type="submit" variant="primary" size="lg" isFullWidth isPending={verifyMutation.isPending}>
          {t('auth.otp.submit')}
        </Button>
        <Button variant="secondary" isFullWidth isDisabled={secondsLeft > 0} isPending={resendMutation.isPending} onPress={handleResend}>
          {secondsLeft > 0 ? t('auth.otp.resendIn', { seconds: secondsLeft }) : t('auth.otp.resend')}
        </Button>
      </Form>
    </AuthCard>
  );
}
