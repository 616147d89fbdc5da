import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './inline-notice.module.css';

const icons = { success: CircleCheck, info: Info, warning: CircleAlert };

interface InlineNoticeProps {
  /** Colour and icon: a finished action, neutral information, or something to take care of. */
  tone: keyof typeof icons;
  /** Announce politely when it appears (role="status"); off for notices present from the start. @default true */
  isLive?: boolean;
  children: ReactNode;
}

/** A message inside a section: 'Your password has been changed...', the API key warning, the upgrade hint. */
export function InlineNotice({ tone, isLive = true, children }: InlineNoticeProps) {
  const Icon = icons[tone];
  return (
    <div role={isLive ? 'status' : undefined} className={styles.notice} data-tone={tone}>
      <Icon size={18} aria-hidden="true" className={styles.icon} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
