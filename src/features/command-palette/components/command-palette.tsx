import { useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Autocomplete } from 'react-aria-components';
import { afterDialogsClose, Dialog, Modal, SearchField } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import { rankCommands } from '../model/rank-commands';
import type { PaletteCommand } from '../model/palette-command';
import { CommandList } from './command-list';
import styles from './command-palette.module.css';
import type { PaletteActions } from './palette-props';
import { usePaletteCommands } from './use-palette-commands';

export interface CommandPaletteProps extends PaletteActions {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Opens the keyboard shortcuts help, which the palette offers as a command. */
  onShowShortcuts: () => void;
}

/**
 * The search and its results. Rendered inside the dialog, so each opening starts from an empty search. The caret
 * stays in the field while the arrows move through the options (React Aria's Autocomplete gives them virtual
 * focus), Enter runs the first or the chosen one, and a polite status says how many match.
 */
function PaletteSearch({ actions, onShowShortcuts, close }: { actions: PaletteActions; onShowShortcuts: () => void; close: () => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { commands, isLoading, hasFailed } = usePaletteCommands(actions, onShowShortcuts);
  const isFiltered = query.trim() !== '';
  const shown = isFiltered ? rankCommands(commands, query) : commands;
  const handleRun = (command: PaletteCommand) => {
    close();
    afterDialogsClose(command.perform);
  };
  return (
    <Autocomplete inputValue={query} onInputChange={setQuery}>
      {/* The field and one line under it stay at the top; the line tells how to use the list, or why it is short. */}
      <div className={styles.head}>
        <SearchField aria-label={t('commandPalette.searchLabel')} placeholder={t('commandPalette.placeholder')} autoFocus />
        <p className={styles.note} data-tone={hasFailed ? 'danger' : undefined}>
          {hasFailed ? t('commandPalette.loadFailed') : isLoading ? t('commandPalette.loading') : t('commandPalette.hint')}
        </p>
      </div>
      <CommandList commands={shown} isFiltered={isFiltered} onRun={handleRun} />
      <VisuallyHidden role="status">
        {isFiltered && (shown.length === 0 ? t('commandPalette.noResults') : t('commandPalette.resultCount', { count: shown.length }))}
      </VisuallyHidden>
    </Autocomplete>
  );
}

/** The command palette (Cmd/Ctrl+K): a dialog with a searchable list of screens, actions, projects and templates. */
export function CommandPalette({ isOpen, onOpenChange, onShowShortcuts, ...actions }: CommandPaletteProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <Dialog title={t('commandPalette.title')} className={styles.dialog}>
        {({ close }) => <PaletteSearch actions={actions} onShowShortcuts={onShowShortcuts} close={close} />}
      </Dialog>
    </Modal>
  );
}
