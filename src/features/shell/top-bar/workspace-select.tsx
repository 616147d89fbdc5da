import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button, ListBox, Select, SelectValue, type Key } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Popover, SelectItem } from '@/design-system';
import { personalWorkspace, switchWorkspace } from '@/domain/workspace';
import { WorkspaceIcon, type WorkspaceTeam } from './workspace-parts';
import styles from './workspace-selector.module.css';

export interface WorkspaceSelectProps {
  teams: WorkspaceTeam[];
  /** The workspace shown as chosen: Personal or a team the list holds. */
  selected: string;
}

function handleChange(key: Key | null) {
  if (key !== null) switchWorkspace(String(key));
}

/**
 * The workspace selector's React Aria Select, which WorkspaceSelector loads and mounts with the first press on its
 * light trigger, so it mounts focused and open. The trigger looks and is named as the light one it
 * replaces; its accessible name is the current workspace and 'Workspace'.
 */
export function WorkspaceSelect({ teams, selected }: WorkspaceSelectProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // It mounts because its trigger was pressed: focus the trigger, then open the list.
  const [isOpenWanted, setOpenWanted] = useState(true);
  // The list opens once the trigger holds focus, as React Aria's own triggers do, so closing returns focus to it.
  function handleFocus() {
    if (!isOpenWanted) return;
    setOpenWanted(false);
    setOpen(true);
  }
  return (
    <Select
      aria-label={t('shell.workspace.label')}
      selectedKey={selected}
      onSelectionChange={handleChange}
      isOpen={isOpen}
      onOpenChange={setOpen}
      className={styles.select}
    >
      <Button className={styles.trigger} autoFocus onFocus={handleFocus}>
        <WorkspaceIcon isTeam={selected !== personalWorkspace} />
        {/* A team's name keeps its own direction, so a long English one is cut at its end in Arabic. */}
        <SelectValue className={styles.value} dir="auto" />
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
