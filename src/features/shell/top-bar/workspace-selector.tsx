import { ChevronDown, User, Users } from 'lucide-react';
import { Button, ListBox, Select, SelectValue, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Popover, SelectItem } from '../../../design-system';
import { personalWorkspace, switchWorkspace, workspaceStore } from '../../../domain/workspace';
import styles from './workspace-selector.module.css';

/** A team the user can work in; the teams feature supplies the list through the app. */
export interface WorkspaceTeam {
  id: string;
  name: string;
}

export interface WorkspaceSelectorProps {
  /** The user's teams, listed after Personal. @default [] */
  teams?: WorkspaceTeam[];
}

function handleChange(key: Key | null) {
  if (key !== null) switchWorkspace(String(key));
}

/**
 * Chooses the personal workspace or one of the user's teams (spec part 1 §2); switching clears the active project.
 * The trigger shows the current workspace's name on every screen; its accessible name is that name and 'Workspace'.
 */
export function WorkspaceSelector({ teams = [] }: WorkspaceSelectorProps) {
  const { t } = useTranslation();
  const { activeWorkspace } = useSnapshot(workspaceStore);
  // A stored team the list no longer holds is shown as Personal rather than as an empty selector.
  const selected = teams.some((team) => team.id === activeWorkspace) ? activeWorkspace : personalWorkspace;
  const isTeam = selected !== personalWorkspace;

  return (
    <Select aria-label={t('shell.workspace.label')} selectedKey={selected} onSelectionChange={handleChange} className={styles.select}>
      <Button className={styles.trigger}>
        {isTeam ? <Users aria-hidden="true" className={styles.icon} /> : <User aria-hidden="true" className={styles.icon} />}
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <ListBox className={styles.list}>
          <SelectItem id={personalWorkspace}>{t('shell.workspace.personal')}</SelectItem>
          {teams.map((team) => (
            <SelectItem key={team.id} id={team.id}>
              {team.name}
            </SelectItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
