import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import styles from './account-section.module.css';

export interface AccountSectionProps {
  /** The section's key inside a DisclosureGroup. */
  id: Key;
  /** The heading, which is also the button that opens and closes the section. */
  title: string;
  /** An icon before the title (hidden from screen readers). */
  icon: ReactNode;
  /** Open when first shown. @default false */
  defaultExpanded?: boolean;
  children: ReactNode;
}

/**
 * A collapsible section of the account page: a level-2 heading holding the disclosure button, and a panel.
 * The panel's content mounts only while open, so a closed section makes no requests and forgets typed passwords.
 */
export function AccountSection({ id, title, icon, defaultExpanded = false, children }: AccountSectionProps) {
  return (
    <Disclosure id={id} defaultExpanded={defaultExpanded} className={styles.section}>
      {({ isExpanded }) => (
        <>
          <Heading level={2} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
              <span className={styles.title}>{title}</span>
              <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            {isExpanded && <div className={styles.content}>{children}</div>}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
