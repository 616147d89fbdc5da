import { Dialog, Modal } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import { shortcutModifier, type ShortcutModifier } from '@/lib/keyboard';
import { shortcutGroups } from '../model/shortcut-list';
import { KeyCombo } from './key-combo';
import styles from './shortcuts-dialog.module.css';

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whose keyboard the keys are printed for. @default the browser's platform */
  modifier?: ShortcutModifier;
}

/** The "Keyboard shortcuts" help ('?' or the palette): every shortcut of the app, grouped by where it works. */
export function ShortcutsDialog({ isOpen, onOpenChange, modifier = shortcutModifier() }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('commandPalette.shortcuts.title')}>
        <div className={styles.groups}>
          {shortcutGroups.map((group) => (
            <section key={group.id} aria-labelledby={`shortcuts-${group.id}`}>
              <h3 id={`shortcuts-${group.id}`} className={styles.groupTitle}>
                {t(group.titleKey)}
              </h3>
              <dl className={styles.list}>
                {group.entries.map((entry) => (
                  <div key={entry.id} className={styles.row}>
                    <dt>{t(entry.labelKey)}</dt>
                    <dd>
                      <KeyCombo entry={entry} modifier={modifier} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </Dialog>
    </Modal>
  );
}
