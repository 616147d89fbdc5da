import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { captchaChallenge } from '@contract/browser';
import { Checkbox, Spinner } from '@/design-system';
import { api } from '@/domain/session';
import styles from './captcha.module.css';
import type { CaptchaProps } from './captcha-props';

type Status = 'idle' | 'verifying' | 'verified' | 'failed';

/** The self-hosted proof-of-work captcha: ticking the box fetches a challenge and solves it in the browser. */
export function AltchaCheckbox({ onChange, errorMessage }: CaptchaProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');

  async function verify() {
    setStatus('verifying');
    try {
      // The solver loads with the tick, beside the challenge, not with the sign-in screen.
      const [challenge, { solveAltcha }] = await Promise.all([api(captchaChallenge, {}), import('./solve-altcha')]);
      onChange(await solveAltcha(challenge));
      setStatus('verified');
    } catch {
      onChange(null);
      setStatus('failed');
    }
  }

  const isInvalid = Boolean(errorMessage) || status === 'failed';
  return (
    <div className={styles.captcha} data-status={status} data-invalid={isInvalid || undefined}>
      <div className={styles.box}>
        <Checkbox
          isSelected={status === 'verified'}
          isDisabled={status === 'verifying' || status === 'verified'}
          isInvalid={isInvalid}
          onChange={(isSelected) => isSelected && void verify()}
        >
          {t('auth.captcha.label')}
        </Checkbox>
        <span className={styles.status} aria-live="polite">
          {status === 'verifying' && <Spinner size="sm" aria-label={t('auth.captcha.verifying')} />}
          {status === 'verifying' && t('auth.captcha.verifying')}
          {status === 'verified' && <CircleCheck size={16} aria-hidden="true" className={styles.ok} />}
          {status === 'verified' && t('auth.captcha.verified')}
          {status === 'idle' && <ShieldCheck size={18} aria-hidden="true" className={styles.shield} />}
        </span>
      </div>
      {(errorMessage || status === 'failed') && (
        <p role="alert" className={styles.error}>
          {status === 'failed' ? t('auth.captcha.failed') : errorMessage}
        </p>
      )}
    </div>
  );
}
