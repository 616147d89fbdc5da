import { FolderInput, Trash2 } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '../../../lib/i18n';
import { Menu, MenuItem, MenuTrigger, SubmenuTrigger } from '../../../design-system';
import type { ProjectNode } from '../../../domain/projects';
import { GalleryMoveMenu } from './gallery-move-menu';
import styles from './gallery.module.css';

export interface GalleryContextMenuProps {
  /** Where the right click or the 1000 ms long press happened, in the viewport. */
  point: { x: number; y: number };
  projects: readonly ProjectNode[];
  onClose: () => void;
  onMove: (projectId: string | null) => void;
  onDelete: () => void;
}

/**
 * The gallery's context menu (spec part 2 §2): 'Add to Project...' with the projects the user may add to, and
 * 'Delete'. It opens where the pointer was, anchored to an invisible point there, and acts on what the caller
 * chose (the selection, or the one creation under the pointer). Rendered only while open, it loads with the first
 * right click or long press.
 */
export function GalleryContextMenu({ point, projects, onClose, onMove, onDelete }: GalleryContextMenuProps) {
  const { t, i18n } = useTranslation();
  // The anchor sits at the pointer; in a right-to-left page the inline start is the right edge.
  const inlineStart = i18n.dir() === 'rtl' ? window.innerWidth - point.x : point.x;
  return (
    <MenuTrigger isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      {/* The menu takes its name from its trigger, as React Aria links them. */}
      <AriaButton
        aria-hidden="true"
        aria-label={t('galleryScreen.contextMenu')}
        excludeFromTabOrder
        className={styles.contextAnchor}
        style={{ insetBlockStart: point.y, insetInlineStart: inlineStart }}
      />
      <Menu placement="bottom start" onAction={(key) => key === 'delete' && onDelete()}>
        <SubmenuTrigger>
          <MenuItem id="add" icon={<FolderInput />}>
            {t('galleryScreen.addToProjectEllipsis')}
          </MenuItem>
          <GalleryMoveMenu projects={projects} onMove={onMove} />
        </SubmenuTrigger>
        <MenuItem id="delete" icon={<Trash2 />} isDanger>
          {t('galleryScreen.delete')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
