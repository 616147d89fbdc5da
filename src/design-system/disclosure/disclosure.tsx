import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Disclosure as RACDisclosure, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import styles from './disclosure.module.css';

export interface DisclosureProps {
  /** The section's key inside a DisclosureGroup. */
  id?: Key;
  /** The heading, which is also the button that opens and closes the section. */
  title: string;
  /** An icon before the title (hidden from screen readers). */
  icon?: ReactNode;
  /** The heading's level in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Open when first shown. @default false */
  defaultExpanded?: boolean;
  children: ReactNode;
}

/**
 * A collapsible section: a heading holding the disclosure button, and a panel. The panel's content mounts
 * only while open, so a closed section makes no requests and forgets what was typed in it. Group several in a
 * DisclosureGroup (`allowsMultipleExpanded` to let more than one stay open).
 */
export function Disclosure({ id, title, icon, headingLevel = 3, defaultExpanded = false, children }: DisclosureProps) {
  return (
    <RACDisclosure {...(id === undefined ? {} : { id })} defaultExpanded={defaultExpanded} className={styles.section}>
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {icon && (
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
              )}
              <span className={styles.title}>{title}</span>
              <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{isExpanded && <div className={styles.content}>{children}</div>}</DisclosurePanel>
        </>
      )}
    </RACDisclosure>
  );
}
