import { ChevronDown } from 'lucide-react';
import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { personalWorkspace, workspaceStore } from '@/domain/workspace';
import { preloadable } from '@/lib/lazy';
import { WorkspaceIcon, type WorkspaceTeam } from './workspace-parts';
import styles from './workspace-selector.module.css';

export type { WorkspaceTeam } from './workspace-parts';

const WorkspaceSelect = preloadable(async () => (await import('./workspace-select')).WorkspaceSelect);

export interface WorkspaceSelectorProps {
  /** The user's teams, listed after Personal. @default [] */
  teams?: WorkspaceTeam[];
}

export function WorkspaceSelector({ teams = [] }: WorkspaceSelectorProps) {
  const { t } = useTranslation();
  const { activeWorkspace } = useSnapshot(workspaceStore);
  const [isOpened, setOpened] = useState(false);
  const [isPending, setPending] = useState(false);
  const buttonId = useId();
  const valueId = useId();
  // A stored team the list no longer holds is shown as Personal rather than as an empty selector.
  const team = teams.find((candidate) => candidate.id === activeWorkspace);
  const selected = team ? team.id : personalWorkspace;

  function open() {
    setPending(true);
    void WorkspaceSelect.preload().then(() => setOpened(true));
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
  }

  if (isOpened) {
    return (
      <Suspense>
        <WorkspaceSelect teams={teams} selected={selected} />
      </Suspense>
    );
  }
  return (
    <div className={styles.select}>
      <Button
        id={buttonId}
        className={styles.trigger}
        aria-label={t('shell.workspace.label')}
        aria-labelledby={`${valueId} ${buttonId}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        data-pending={isPending || undefined}
        onHoverStart={() => void WorkspaceSelect.preload()}
        onFocus={() => void WorkspaceSelect.preload()}
        onPress={open}
        onKeyDown={handleKeyDown}
      >
        <WorkspaceIcon isTeam={team !== undefined} />
        <span id={valueId} className={styles.value}>
          {team ? team.name : t('shell.workspace.personal')}
        </span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </Button>
    </div>
  );
}
