import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/hooks';
import { authTiming } from '../timing';
import styles from './auth-background.module.css';
import { ParticleField } from './particle-field';

const backgrounds = ['/assets/auth/background-1.webp', '/assets/auth/background-2.webp', '/assets/auth/background-3.webp'];

/** Wide screens only: three images that take turns every 7 s, under a particle field (spec part 1 §2). */
export function AuthBackground() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  // Content that changes by itself is paused for people who ask for reduced motion (WCAG 2.2.2).
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (isReducedMotion) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % backgrounds.length), authTiming.backgroundRotationMs);
    return () => window.clearInterval(timer);
  }, [isReducedMotion]);

  return (
    <div className={styles.background} data-testid="auth-background" data-active-image={active}>
      {backgrounds.map((src, index) => (
        <div key={src} className={styles.slide} data-active={index === active || undefined} style={{ backgroundImage: `url(${src})` }} />
      ))}
      <ParticleField className={styles.particles} />
      <p className={styles.caption}>{t('auth.backgroundCaption')}</p>
    </div>
  );
}
