import { Fragment } from 'react';
import { useLocale } from 'react-aria';
import type { ShortcutModifier } from '@/lib/keyboard';
import { useTranslation } from '@/lib/i18n';
import { keyLabel, keysFor, type ShortcutEntry } from '../model/shortcut-list';
import styles from './shortcuts-dialog.module.css';

/**
 * A shortcut's keys as key caps, each combination in its own `<kbd>` (HTML's markup for keys pressed together);
 * key caps read left to right as printed, in Arabic too, and mirrored arrows swap there.
 */
export function KeyCombo({ entry, modifier }: { entry: ShortcutEntry; modifier: ShortcutModifier }) {
  const { t } = useTranslation();
  const { direction } = useLocale();
  return (
    <span className={styles.combos}>
      {entry.combos.map((combo, index) => (
        <Fragment key={combo.join('+')}>
          {index > 0 && <span className={styles.or}>{t('commandPalette.shortcuts.or')}</span>}
          <kbd className={styles.combo} dir="ltr">
            {keysFor(combo, entry.isMirrored ?? false, direction === 'rtl').map((key) => (
              <kbd key={key} className={styles.key}>
                {keyLabel(key, modifier)}
              </kbd>
            ))}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}
