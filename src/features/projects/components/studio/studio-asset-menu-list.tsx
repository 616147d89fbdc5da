import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { Menu, MenuItem, MenuSeparator } from '@/design-system';
import { offeredActions, useTemplateCatalog, type MediaType, type WorkshopAction } from '@/domain/generation';
import { activeTeamId, workspaceStore } from '@/domain/workspace';

export type AssetAction = 'rename' | 'move' | 'delete' | WorkshopAction;

const changeActions = ['rename', 'move', 'delete'] as const;
const actionLabels = { rename: 'projects.menu.rename', move: 'projects.menu.move', delete: 'projects.menu.delete' } as const;

export interface StudioAssetMenuListProps {
  /** The creation's type: the catalog says which tools take it. */
  mediaType: MediaType;
  /** Offer Remix and the tools (the app can give a creation to the workshop). */
  hasTools: boolean;
  /** Offer Rename, Move and Delete (the user may change the project). */
  canEdit: boolean;
  onAction: (action: AssetAction) => void;
}

/**
 * A creation's open menu in My Studio: Remix and the Edit & Enhance tools its type accepts, then Rename, Move and
 * Delete where the user may change it. It loads with the press that opens it (StudioAssetMenu).
 */
export function StudioAssetMenuList({ mediaType, hasTools, canEdit, onAction }: StudioAssetMenuListProps) {
  const { t } = useTranslation();
  const catalog = useTemplateCatalog(activeTeamId(useSnapshot(workspaceStore)));
  const tools = hasTools ? offeredActions({ type: mediaType }, catalog.data ?? []) : [];
  return (
    <Menu onAction={(key) => onAction(key as AssetAction)} placement="bottom end">
      {tools.map((action) => (
        <MenuItem key={action} id={action}>
          {t(`editors.viewer.${action}`)}
        </MenuItem>
      ))}
      {tools.length > 0 && canEdit ? <MenuSeparator /> : null}
      {(canEdit ? changeActions : []).map((action) => (
        <MenuItem key={action} id={action} isDanger={action === 'delete'}>
          {t(actionLabels[action])}
        </MenuItem>
      ))}
    </Menu>
  );
}
