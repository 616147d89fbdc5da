import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every auth view: a heading, the form, and the links to the other views. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className={styles.card} aria-labelledby="auth-title">
      <header className={styles.header}>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
