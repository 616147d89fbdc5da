import { useTranslation } from '@/lib/i18n';
import { Menu, MenuItem } from '@/design-system';
import type { ProjectNode } from '@/domain/projects';

const ROOT = '__root__';

export interface GalleryMoveMenuProps {
  projects: readonly ProjectNode[];
  /** Called with the chosen project's id, or null for the root. */
  onMove: (projectId: string | null) => void;
}

/**
 * Where 'Add to Project' can put creations: the root and the projects the user may add to, indented by depth. The
 * selection bar's menu and the context menu's submenu; it loads with the press that opens either.
 */
export function GalleryMoveMenu({ projects, onMove }: GalleryMoveMenuProps) {
  const { t } = useTranslation();
  const targets = [
    { id: ROOT, name: t('galleryScreen.root') },
    ...projects
      .filter((node) => node.project.permission_level !== 'viewer')
      .map((node) => ({ id: node.project.id, name: `${'\u2003'.repeat(node.depth + 1)}${node.project.project_name}` })),
  ];
  return (
    <Menu aria-label={t('galleryScreen.moveTarget')} items={targets} onAction={(key) => onMove(key === ROOT ? null : String(key))}>
      {(item) => <MenuItem textValue={item.name.trim()}>{item.name}</MenuItem>}
    </Menu>
  );
}
