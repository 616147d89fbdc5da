import type { CSSProperties } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { giveNavigationFeedback } from './nav-feedback';
import { isActivePath, mobileItems, type ShellHrefs } from './nav-items';
import styles from './radial-menu.module.css';

/** 80° rather than 90°, so the last entry's label clears the bottom edge of a short landscape screen. */
const fanStepDegrees = 80 / (mobileItems.length - 1);

export interface RadialMenuFanProps {
  currentPath: string;
  hrefs: ShellHrefs;
}

/** The open radial menu: the five entries on a quarter circle; it loads with the press that opens it (RadialMenu). */
export function RadialMenuFan({ currentPath, hrefs }: RadialMenuFanProps) {
  const { t } = useTranslation();
  return (
    // Pulled back over its trigger so the quarter circle is centred on the button.
    <Popover placement="top end" offset={-56} shouldFlip={false} className={styles.popover}>
      <Menu className={styles.menu} onAction={giveNavigationFeedback}>
        {mobileItems.map(({ id, icon: Icon, labelKey }, index) => (
          <MenuItem
            key={id}
            id={id}
            href={hrefs[id]}
            textValue={t(labelKey)}
            data-current={isActivePath(currentPath, hrefs[id]) || undefined}
            className={styles.item}
            style={{ '--angle': `${index * fanStepDegrees}deg` } as CSSProperties}
          >
            <span className={styles.bubble}>
              <Icon aria-hidden="true" />
            </span>
            <span className={styles.label}>
              <span>{t(labelKey)}</span>
            </span>
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
