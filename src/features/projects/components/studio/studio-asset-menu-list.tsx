import { useTranslation } from '../../../../lib/i18n';
import { Menu, MenuItem } from '../../../../design-system';

export type AssetAction = 'rename' | 'move' | 'delete';

const assetActions: readonly AssetAction[] = ['rename', 'move', 'delete'];
const actionLabels = { rename: 'projects.menu.rename', move: 'projects.menu.move', delete: 'projects.menu.delete' } as const;

/** A creation's open menu in My Studio; it loads with the press that opens it (StudioAssetMenu). */
export function StudioAssetMenuList({ onAction }: { onAction: (action: AssetAction) => void }) {
  const { t } = useTranslation();
  return (
    <Menu onAction={(key) => onAction(key as AssetAction)} placement="bottom end">
      {assetActions.map((action) => (
        <MenuItem key={action} id={action} isDanger={action === 'delete'}>
          {t(actionLabels[action])}
        </MenuItem>
      ))}
    </Menu>
  );
}
