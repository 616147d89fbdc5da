import { CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './auth-notice.module.css';

/** A polite message inside an auth card: a success, or information such as 'Redirecting...'. */
export function AuthNotice({ tone, children }: { tone: 'success' | 'info'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : Info;
  return (
    <div role="status" className={styles.notice} data-tone={tone}>
      <Icon size={18} aria-hidden="true" className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}
