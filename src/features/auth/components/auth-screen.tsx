import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { BrandMark } from '@/design-system';
import { useMediaQuery } from '@/lib/hooks';
import { preloadable } from '@/lib/lazy';
import { authFlowStore, type AuthView } from '../state/auth-flow-store';
import { authTiming } from '../timing';
import styles from './auth-screen.module.css';
import { LanguageToggle } from './language-toggle';
import { LoginForm } from './login-form';
import type { OnAuthenticated } from './on-authenticated';

// The login form comes with the page; the other views load right after it (/auth's first load).
const RegisterForm = preloadable(async () => (await import('./register-form')).RegisterForm);
const ActivationForm = preloadable(async () => (await import('./activation-form')).ActivationForm);
const ForgotPasswordForm = preloadable(async () => (await import('./forgot-password-form')).ForgotPasswordForm);
const ResetPasswordForm = preloadable(async () => (await import('./reset-password-form')).ResetPasswordForm);

/** The moving background shows on wide screens only, so phones never load it. */
const AuthBackground = preloadable(async () => (await import('./auth-background')).AuthBackground);

/** Loads every view but login; the screen starts it once the login form shows. */
function preloadAuthViews(): Promise<unknown> {
  return Promise.all([RegisterForm, ActivationForm, ForgotPasswordForm, ResetPasswordForm].map((view) => view.preload()));
}

/** Loads everything the screen may show, so a story pictures it without waiting for code to arrive. */
export function preloadAuthScreen(): Promise<unknown> {
  return Promise.all([preloadAuthViews(), AuthBackground.preload()]);
}

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
  useEffect(() => void preloadAuthViews(), []);

  return (
    <div className={styles.screen}>
      {isWide && (
        <Suspense fallback={null}>
          <AuthBackground />
        </Suspense>
      )}
      <main className={styles.panel}>
        <div className={styles.topRow}>
          <span className={styles.brand}>
            <BrandMark />
            {t('common.appName')}
          </span>
          <LanguageToggle />
        </div>
        <p className={styles.tagline}>{t('auth.tagline')}</p>
        <Suspense fallback={null}>
          <CurrentView key={view} view={view} onAuthenticated={onAuthenticated} />
        </Suspense>
      </main>
    </div>
  );
}
