import { Compass, X } from 'lucide-react';
import { lazy, useState } from 'react';
import { Button, MenuTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DeferredOverlay } from '../../../design-system';
import { giveNavigationFeedback } from './nav-feedback';
import type { ShellHrefs } from './nav-items';
import styles from './radial-menu.module.css';

const RadialMenuFan = lazy(async () => ({ default: (await import('./radial-menu-fan')).RadialMenuFan }));

export interface RadialMenuProps {
  /** The current location's path, to highlight its entry. */
  currentPath: string;
  hrefs: ShellHrefs;
}

/**
 * The landscape phone's navigation (spec part 1 §2): a floating button in the bottom corner that fans the five
 * entries out on a quarter circle. It is a React Aria menu, so arrow keys, Escape and screen readers work as in
 * any menu; only the drawing is radial. The fan's code loads with the first press.
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
          <DeferredOverlay>
            <RadialMenuFan currentPath={currentPath} hrefs={hrefs} />
          </DeferredOverlay>
        </MenuTrigger>
      </div>
    </>
  );
}
