import { Download, FolderInput, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, DeferredMenuTrigger, DeferredOverlay, ProgressBar, SelectionToolbar } from '@/design-system';
import type { ProjectNode } from '@/domain/projects';
import { GalleryDeleteDialog, GalleryMoveMenu } from './gallery-lazy';

/**
 * The bar shown while anything is selected (spec part 2 §2): 'Add to Project', 'Delete', and Download (a zip of
 * several). The project menu and the delete confirmation load with the press that opens them.
 */
export function GallerySelectionBar({
  count,
  projects,
  onMove,
  onDelete,
  onDownload,
  downloadProgress,
  onClear,
  isBusy,
}: {
  count: number;
  projects: readonly ProjectNode[];
  onMove: (projectId: string | null) => void;
  onDelete: () => Promise<unknown>;
  onDownload: () => void;
  /** 0 to 1 while the zip is made, else null. */
  downloadProgress: number | null;
  onClear: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <SelectionToolbar label={t('galleryScreen.selected', { count })} clearLabel={t('galleryScreen.clearSelection')} onClear={onClear}>
      <DeferredMenuTrigger menu={<GalleryMoveMenu projects={projects} onMove={onMove} />} preload={GalleryMoveMenu.preload}>
        <Button size="sm" variant="secondary" isDisabled={isBusy}>
          <FolderInput size={16} aria-hidden="true" />
          {t('galleryScreen.addToProject')}
        </Button>
      </DeferredMenuTrigger>
      <Button size="sm" variant="secondary" isPending={downloadProgress !== null} onPress={onDownload}>
        <Download size={16} aria-hidden="true" />
        {t('generation.downloads.download')}
      </Button>
      {downloadProgress !== null && (
        <ProgressBar
          aria-label={t('generation.downloads.preparing', { percent: Math.round(downloadProgress * 100) })}
          value={downloadProgress * 100}
        />
      )}
      <Button size="sm" variant="danger" isDisabled={isBusy} onPress={() => setConfirming(true)}>
        <Trash2 size={16} aria-hidden="true" />
        {t('galleryScreen.delete')}
      </Button>
      <DeferredOverlay isOpen={isConfirming}>
        <GalleryDeleteDialog
          count={count}
          isOpen={isConfirming}
          onOpenChange={setConfirming}
          isPending={isBusy}
          onConfirm={async () => {
            await onDelete();
            setConfirming(false);
          }}
        />
      </DeferredOverlay>
    </SelectionToolbar>
  );
}
