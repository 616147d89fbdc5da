import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Dialog, IconButton, Modal, toast } from '../../../../design-system';
import { downloadItemOf, downloadReportText, useMediaDownloads, type DownloadPorts } from '../../../../domain/generation';
import { MediaActions } from './media-actions';
import { MediaDetails } from './media-details';
import { MediaStage } from './media-stage';
import type { ViewerAction, ViewerMedia } from './media-viewer-types';
import styles from './media-viewer.module.css';

export interface MediaViewerDialogProps {
  /** The creations the viewer pages through, e.g. the results grid or a gallery page. */
  items: readonly ViewerMedia[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onAction: (action: ViewerAction, media: ViewerMedia) => void;
  onToggleFavorite: (media: ViewerMedia) => void;
  /** Template names by id, for the details. */
  templateLabels?: Readonly<Record<string, string>>;
  /** The browser's download functions; stories pass fakes. */
  downloadPorts?: DownloadPorts;
}

/**
 * The media details viewer (spec part 2 §4): the image or playing video with zoom and pan, its details, and its
 * actions. Left and right arrows page through the items (mirrored in Arabic), and Escape or Back closes it.
 */
export function MediaViewerDialog({
  items,
  index,
  onIndexChange,
  onClose,
  onAction,
  onToggleFavorite,
  templateLabels,
  downloadPorts,
}: MediaViewerDialogProps) {
  const { t, i18n } = useTranslation();
  const downloads = useMediaDownloads(downloadPorts);
  const media = items[index];
  const hasPrevious = index > 0;
  const hasNext = index < items.length - 1;
  const isRtl = i18n.dir() === 'rtl';

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLVideoElement) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      const next = index + (isRtl ? -step : step);
      if (next >= 0 && next < items.length) {
        event.preventDefault();
        onIndexChange(next);
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [index, isRtl, items.length, onIndexChange]);

  const download = async (item: ViewerMedia) => {
    const text = downloadReportText(await downloads.download([downloadItemOf(item)]), t);
    if (text) toast.error(text);
  };

  if (!media) return null;
  return (
    <Modal isOpen size="lg" onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog title={t('editors.viewer.title')} className={styles.dialog}>
        <div className={styles.layout}>
          {/* Keyed by id: zoom and the 300 ms pause start afresh for each creation. */}
          <MediaStage key={media.id} media={media} />
          <div className={styles.side}>
            <div className={styles.pager}>
              <IconButton aria-label={t('editors.viewer.previous')} isDisabled={!hasPrevious} onPress={() => onIndexChange(index - 1)}>
                {isRtl ? <ChevronRight /> : <ChevronLeft />}
              </IconButton>
              <span className={styles.position}>{t('editors.viewer.position', { index: index + 1, count: items.length })}</span>
              <IconButton aria-label={t('editors.viewer.next')} isDisabled={!hasNext} onPress={() => onIndexChange(index + 1)}>
                {isRtl ? <ChevronLeft /> : <ChevronRight />}
              </IconButton>
            </div>
            <MediaDetails media={media} templateLabel={media.template_id ? templateLabels?.[media.template_id] : undefined} />
            <MediaActions
              key={media.id}
              media={media}
              onAction={onAction}
              onToggleFavorite={onToggleFavorite}
              onDownload={(item) => void download(item)}
              downloadProgress={downloads.progress}
            />
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
