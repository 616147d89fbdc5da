import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './captcha.module.css';
import type { CaptchaProps } from './captcha-props';

interface Grecaptcha {
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
  ready: (callback: () => void) => void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptLoading: Promise<void> | null = null;

function loadRecaptchaScript(language: string): Promise<void> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.addEventListener('load', () => window.grecaptcha?.ready(() => resolve()));
    script.addEventListener('error', () => {
      scriptLoading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    });
    document.head.append(script);
  });
  return scriptLoading;
}

/** Google reCAPTCHA v2, used when the server is configured with reCAPTCHA keys. */
export function RecaptchaWidget({ siteKey, onChange, errorMessage }: CaptchaProps & { siteKey: string }) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadRecaptchaScript(i18n.language)
      .then(() => {
        if (!isCurrent || !container.current || !window.grecaptcha) return;
        window.grecaptcha.render(container.current, {
          sitekey: siteKey,
          theme: 'dark',
          callback: (token: string) => onChange(token),
          'expired-callback': () => onChange(null),
        });
      })
      .catch(() => onChange(null));
    return () => {
      isCurrent = false;
    };
  }, [siteKey, i18n.language, onChange]);
  return (
    <div className={styles.captcha}>
      <div ref={container} />
      {errorMessage && (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
