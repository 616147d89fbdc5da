import { Suspense, useState } from 'react';
import { DeferredOverlay } from '@/design-system';
import type { MediaRecord, WorkshopAction } from '@/domain/generation';
import type { ProjectNode } from '@/domain/projects';
import { GalleryContextMenu, GalleryDeleteDialog } from './gallery-lazy';

/** The creations a context menu acts on, and where it opened. */
export interface GalleryMenuRequest {
  point: { x: number; y: number };
  ids: string[];
}

export interface GalleryItemMenuProps {
  /** The open menu; none while closed. */
  menu: GalleryMenuRequest | null;
  onClose: () => void;
  projects: readonly ProjectNode[];
  teamId: string | null;
  /** The gallery's list, where the menu finds the one creation it may give to the workshop. */
  items: ReadonlyArray<MediaRecord | undefined>;
  onMediaAction?: ((action: WorkshopAction, media: MediaRecord) => void) | undefined;
  onMove: (ids: string[], projectId: string | null) => void;
  onDelete: (ids: string[]) => Promise<unknown>;
}

/** A creation's context menu (right click or long press) and the confirmation its Delete asks for. */
export function GalleryItemMenu({ menu, onClose, projects, teamId, items, onMediaAction, onMove, onDelete }: GalleryItemMenuProps) {
  const [confirmIds, setConfirmIds] = useState<string[] | null>(null);
  return (
    <>
      {menu ? (
        <Suspense fallback={null}>
          <GalleryContextMenu
            point={menu.point}
            projects={projects}
            teamId={teamId}
            media={onMediaAction && menu.ids.length === 1 ? items.find((item) => item?.id === menu.ids[0]) : undefined}
            onMediaAction={(action, media) => {
              onMediaAction?.(action, media);
              onClose();
            }}
            onClose={onClose}
            onMove={(projectId) => {
              onMove(menu.ids, projectId);
              onClose();
            }}
            onDelete={() => {
              setConfirmIds(menu.ids);
              onClose();
            }}
          />
        </Suspense>
      ) : null}
      <DeferredOverlay isOpen={confirmIds !== null}>
        <GalleryDeleteDialog
          count={confirmIds?.length ?? 0}
          isOpen={confirmIds !== null}
          onOpenChange={(isOpen) => !isOpen && setConfirmIds(null)}
          onConfirm={() => onDelete(confirmIds ?? [])}
        />
      </DeferredOverlay>
    </>
  );
}
