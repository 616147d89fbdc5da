import { useTranslation } from '@/lib/i18n';
import { Menu, MenuItem } from '@/design-system';
import { paths } from '@/domain/paths';
import type { ItemAction } from '../../state/item-actions';

const actionLabels = {
  rename: 'projects.menu.rename',
  move: 'projects.menu.move',
  share: 'projects.menu.share',
  open: 'projects.menu.openInStudio',
  delete: 'projects.menu.delete',
  leave: 'projects.menu.leave',
} as const;

export interface ProjectItemMenuProps {
  projectId: string;
  /** The actions offered, in order (itemActions). */
  actions: readonly ItemAction[];
  onAction: (action: ItemAction) => void;
}

/** A sidebar project's open menu; it loads with the press that opens it (ProjectSidebarItem). */
export function ProjectItemMenu({ projectId, actions, onAction }: ProjectItemMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu onAction={(key) => onAction(key as ItemAction)} placement="bottom end">
      {actions.map((action) => (
        <MenuItem
          key={action}
          id={action}
          isDanger={action === 'delete' || action === 'leave'}
          href={action === 'open' ? paths.studio(projectId) : undefined}
        >
          {t(actionLabels[action])}
        </MenuItem>
      ))}
    </Menu>
  );
}
