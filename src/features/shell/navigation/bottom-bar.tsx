import { Link } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import styles from './bottom-bar.module.css';
import { giveNavigationFeedback } from './nav-feedback';
import { isActivePath, mobileItems, type ShellHrefs } from './nav-items';

export interface BottomBarProps {
  /** The current location's path, to highlight its entry. */
  currentPath: string;
  hrefs: ShellHrefs;
}

/** The phone's navigation under 768 px in portrait (spec part 1 §2): Workshop, Gallery, Studio, Teams, Account. */
export function BottomBar({ currentPath, hrefs }: BottomBarProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className={styles.bar}>
      <ul className={styles.list}>
        {mobileItems.map(({ id, icon: Icon, labelKey }) => (
          <li key={id} className={styles.entry}>
            <Link
              href={hrefs[id]}
              aria-current={isActivePath(currentPath, hrefs[id]) ? 'page' : undefined}
              onPress={giveNavigationFeedback}
              className={styles.link}
            >
              <Icon aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{t(labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
