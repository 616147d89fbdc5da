import { FolderInput, Trash2 } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Menu, MenuItem, MenuSeparator, MenuTrigger, SubmenuTrigger } from '@/design-system';
import { offeredActions, useTemplateCatalog, workshopActions, type MediaRecord, type WorkshopAction } from '@/domain/generation';
import type { ProjectNode } from '@/domain/projects';
import { GalleryMoveMenu } from './gallery-move-menu';
import { mediaActionIcons } from './media-action-icons';
import styles from './gallery.module.css';

export interface GalleryContextMenuProps {
  /** Where the right click or the 1000 ms long press happened, in the viewport. */
  point: { x: number; y: number };
  projects: readonly ProjectNode[];
  /** The workspace whose catalog says which tools the creation takes. */
  teamId: string | null;
  /** The one creation the menu acts on, which it can give to the workshop; none for a selection of several. */
  media?: MediaRecord | undefined;
  onMediaAction: (action: WorkshopAction, media: MediaRecord) => void;
  onClose: () => void;
  onMove: (projectId: string | null) => void;
  onDelete: () => void;
}

const isWorkshopAction = (key: unknown): key is WorkshopAction => workshopActions.some((action) => action === key);

/**
 * The gallery's context menu (spec part 2 §2): for one creation, Remix and the Edit & Enhance tools its type
 * accepts; then 'Add to Project...' with the projects the user may add to, and 'Delete'. It opens where the
 * pointer was, anchored to an invisible point there, and acts on what the caller chose (the selection, or the one
 * creation under the pointer). Rendered only while open, it loads with the first right click or long press.
 */
export function GalleryContextMenu({ point, projects, teamId, media, onMediaAction, onClose, onMove, onDelete }: GalleryContextMenuProps) {
  const { t, i18n } = useTranslation();
  const catalog = useTemplateCatalog(teamId);
  const actions = media ? offeredActions(media, catalog.data ?? []) : [];
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
      <Menu
        placement="bottom start"
        onAction={(key) => {
          if (key === 'delete') onDelete();
          else if (media && isWorkshopAction(key)) onMediaAction(key, media);
        }}
      >
        {actions.map((action) => {
          const Icon = mediaActionIcons[action];
          return (
            <MenuItem key={action} id={action} icon={<Icon />}>
              {t(`editors.viewer.${action}`)}
            </MenuItem>
          );
        })}
        {actions.length > 0 ? <MenuSeparator /> : null}
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
