import { Compass, X } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { giveNavigationFeedback } from './nav-feedback';
import { isActivePath, mobileItems, type ShellHrefs } from './nav-items';
import styles from './radial-menu.module.css';

/** 80° rather than 90°, so the last entry's label clears the bottom edge of a short landscape screen. */
const fanStepDegrees = 80 / (mobileItems.length - 1);

export interface RadialMenuProps {
  /** The current location's path, to highlight its entry. */
  currentPath: string;
  hrefs: ShellHrefs;
}

/**
 * The landscape phone's navigation (spec part 1 §2): a floating button in the bottom corner that fans the five
 * entries out on a quarter circle. It is a React Aria menu, so arrow keys, Escape and screen readers work as in
 * any menu; only the drawing is radial.
 */
export function RadialMenu({ currentPath, hrefs }: RadialMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* Dims the page under the open fan; React Aria's own underlay takes the outside presses. */}
      {isOpen && <div className={styles.scrim} aria-hidden="true" />}
      <div className={styles.anchor}>
        <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button aria-label={t('nav.openMenu')} className={styles.fab} onPress={giveNavigationFeedback}>
            {isOpen ? <X aria-hidden="true" /> : <Compass aria-hidden="true" />}
          </Button>
          {/* Pulled back over its trigger so the quarter circle is centred on the button. */}
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
        </MenuTrigger>
      </div>
    </>
  );
}
