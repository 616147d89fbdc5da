import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** The id of the element that holds the page's own content. */
  targetId: string;
}

/**
 * The first tab stop of every signed-in page: 'Skip to main content', shown only while it has focus, so a keyboard
 * user reaches the screen without tabbing through the top bar and the navigation. It moves focus to the content
 * itself rather than following the '#' (which would add a history entry and a hash the router would read).
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const { t } = useTranslation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.skipLink} onClick={handleClick}>
      {t('shell.skipToContent')}
    </a>
  );
}
