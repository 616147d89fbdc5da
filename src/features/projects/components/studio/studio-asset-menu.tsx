import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton, Menu, MenuItem, MenuTrigger } from '../../../../design-system';

export type AssetAction = 'rename' | 'move' | 'delete';

const assetActions: readonly AssetAction[] = ['rename', 'move', 'delete'];
const actionLabels = { rename: 'projects.menu.rename', move: 'projects.menu.move', delete: 'projects.menu.delete' } as const;

export interface StudioAssetMenuProps {
  /** The creation's label, naming the menu's button. */
  name: string;
  onAction: (action: AssetAction) => void;
}

/** A creation's menu in My Studio: Rename (the Rename Asset dialog), Move and Delete of that one creation. */
export function StudioAssetMenu({ name, onAction }: StudioAssetMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <IconButton size="sm" aria-label={t('projects.sidebar.actions', { name })}>
        <MoreHorizontal />
      </IconButton>
      <Menu onAction={(key) => onAction(key as AssetAction)} placement="bottom end">
        {assetActions.map((action) => (
          <MenuItem key={action} id={action} isDanger={action === 'delete'}>
            {t(actionLabels[action])}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
