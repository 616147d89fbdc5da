import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BrandMark } from '../../../design-system';
import { useMediaQuery } from '../../../lib/hooks';
import { authFlowStore, type AuthView } from '../state/auth-flow-store';
import { authTiming } from '../timing';
import { ActivationForm } from './activation-form';
import { AuthBackground } from './auth-background';
import styles from './auth-screen.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { LanguageToggle } from './language-toggle';
import { LoginForm } from './login-form';
import type { OnAuthenticated } from './on-authenticated';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

interface AuthScreenProps {
  /** Receives the new session token and the remember-me choice. */
  onAuthenticated: OnAuthenticated;
}

function CurrentView({ view, onAuthenticated }: { view: AuthView } & AuthScreenProps) {
  switch (view) {
    case 'register':
      return <RegisterForm />;
    case 'otp':
      return <ActivationForm onAuthenticated={onAuthenticated} />;
    case 'forgotPassword':
      return <ForgotPasswordForm />;
    case 'resetPassword':
      return <ResetPasswordForm />;
    default:
      return <LoginForm onAuthenticated={onAuthenticated} />;
  }
}

/** /auth: login, register, forgot and reset password, and account activation, over a moving background. */
export function AuthScreen({ onAuthenticated }: AuthScreenProps) {
  const { t } = useTranslation();
  const { view } = useSnapshot(authFlowStore);
  const isWide = useMediaQuery(authTiming.wideScreenQuery);

  return (
    <div className={styles.screen}>
      {isWide && <AuthBackground />}
      <main className={styles.panel}>
        <div className={styles.topRow}>
          <span className={styles.brand}>
            <BrandMark />
            {t('common.appName')}
          </span>
          <LanguageToggle />
        </div>
        <p className={styles.tagline}>{t('auth.tagline')}</p>
        <CurrentView key={view} view={view} onAuthenticated={onAuthenticated} />
      </main>
    </div>
  );
}
