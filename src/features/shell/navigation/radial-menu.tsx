import { Compass, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { DeferredMenuTrigger } from '@/design-system';
import { preloadable } from '@/lib/lazy';
import { giveNavigationFeedback } from './nav-feedback';
import type { ShellHrefs } from './nav-items';
import styles from './radial-menu.module.css';

const RadialMenuFan = preloadable(async () => (await import('./radial-menu-fan')).RadialMenuFan);

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
        <DeferredMenuTrigger
          isOpen={isOpen}
          onOpenChange={setOpen}
          menu={<RadialMenuFan currentPath={currentPath} hrefs={hrefs} />}
          preload={RadialMenuFan.preload}
        >
          <Button aria-label={t('nav.openMenu')} className={styles.fab} onPress={giveNavigationFeedback}>
            {isOpen ? <X aria-hidden="true" /> : <Compass aria-hidden="true" />}
          </Button>
        </DeferredMenuTrigger>
      </div>
    </>
  );
}
