import { Download, FolderInput, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog, Button, IconButton, Menu, MenuItem, MenuTrigger, ProgressBar } from '../../../design-system';
import type { ProjectNode } from '../../../domain/projects';
import styles from './gallery.module.css';

const ROOT = '__root__';

/** The bar shown while anything is selected (spec part 2 §2): 'Add to Project', 'Delete', and Download (a zip of several). */
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
  const targets = [
    { id: ROOT, name: t('galleryScreen.root') },
    ...projects
      .filter((node) => node.project.permission_level !== 'viewer')
      .map((node) => ({ id: node.project.id, name: `${'\u2003'.repeat(node.depth + 1)}${node.project.project_name}` })),
  ];
  return (
    <div className={styles.selectionBar} role="toolbar" aria-label={t('galleryScreen.selected', { count })}>
      <span className={styles.selectionCount}>{t('galleryScreen.selected', { count })}</span>
      <MenuTrigger>
        <Button size="sm" variant="secondary" isDisabled={isBusy}>
          <FolderInput size={16} aria-hidden="true" />
          {t('galleryScreen.addToProject')}
        </Button>
        <Menu aria-label={t('galleryScreen.moveTarget')} items={targets} onAction={(key) => onMove(key === ROOT ? null : String(key))}>
          {(item) => <MenuItem textValue={item.name.trim()}>{item.name}</MenuItem>}
        </Menu>
      </MenuTrigger>
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
      <IconButton size="sm" aria-label={t('galleryScreen.clearSelection')} onPress={onClear}>
        <X size={16} aria-hidden="true" />
      </IconButton>
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('galleryScreen.deleteTitle')}
        confirmLabel={t('galleryScreen.delete')}
        cancelLabel={t('galleryScreen.cancel')}
        variant="destructive"
        isPending={isBusy}
        onConfirm={async () => {
          await onDelete();
          setConfirming(false);
        }}
      >
        {t('galleryScreen.deleteText', { count })}
      </AlertDialog>
    </div>
  );
}
