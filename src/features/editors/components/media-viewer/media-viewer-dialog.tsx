import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Template } from '@contract/browser';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, Modal, Skeleton, toast } from '@/design-system';
import { downloadItemOf, downloadReportText, offeredActions, useMediaDownloads, type DownloadPorts } from '@/domain/generation';
import { MediaCompare } from './lineage/media-compare';
import { MediaLineage } from './lineage/media-lineage';
import { useLineageView } from './lineage/use-lineage-view';
import { MediaActions } from './media-actions';
import { MediaDetails } from './media-details';
import { MediaStage, MediaStageLoading } from './media-stage';
import type { ViewerAction, ViewerMedia } from './media-viewer-types';
import { useFullScreen } from './use-full-screen';
import { useViewerKeys } from './use-viewer-keys';
import { settledIndex, viewerPosition } from './viewer-position';
import { ViewerPager } from './viewer-pager';
import { ViewerTopBar } from './viewer-top-bar';
import styles from './media-viewer.module.css';

export interface MediaViewerDialogProps {
  /** The list the viewer walks (the workshop's results, the gallery, My Studio); undefined where a page is loading. */
  items: readonly (ViewerMedia | undefined)[];
  index: number;
  onIndexChange: (index: number) => void;
  /** More follow the last item, in pages not loaded yet: stepping on past it waits for them. @default false */
  hasMore?: boolean;
  /** Told each position the viewer shows, so the list loads its page, or the next one as the end nears. */
  onNeed?: (index: number) => void;
  onClose: () => void;
  onAction: (action: ViewerAction, media: ViewerMedia) => void;
  onToggleFavorite: (media: ViewerMedia) => void;
  /** The catalog: which tools a creation is offered follows from what its templates take. */
  templates: readonly Template[];
  /** Template names by id, for the details. */
  templateLabels?: Readonly<Record<string, string>>;
  /** The browser's download functions; stories pass fakes. */
  downloadPorts?: DownloadPorts;
}

/**
 * The media details viewer (spec part 2 §4): the picture or playing video as large as the window allows, with zoom
 * and pan, and its details and actions calm beside it. Previous and next (the arrow keys, mirrored in Arabic) walk
 * the list it was opened from, loading its next page at the end; full screen (F) shows the picture alone. Escape
 * leaves full screen, then closes, as Back does.
 */
export function MediaViewerDialog({
  items,
  index,
  onIndexChange,
  hasMore = false,
  onNeed,
  onClose,
  onAction,
  onToggleFavorite,
  templates,
  templateLabels,
  downloadPorts,
}: MediaViewerDialogProps) {
  const { t, i18n } = useTranslation();
  const downloads = useMediaDownloads(downloadPorts);
  const fullScreen = useFullScreen();
  const isRtl = i18n.dir() === 'rtl';
  const listed = items[index];
  const lineage = useLineageView(listed);
  const media = lineage.shown;
  const position = viewerPosition(index, items.length, hasMore);
  const step = (by: -1 | 1) => {
    if (by < 0 ? position.canGoBack : position.canGoOn) onIndexChange(index + by);
  };
  useViewerKeys({
    isRtl,
    isFullScreen: fullScreen.isFullScreen,
    onStep: step,
    onToggleFullScreen: fullScreen.toggle,
    onLeaveFullScreen: fullScreen.leave,
  });

  const need = useRef(onNeed);
  useEffect(() => {
    need.current = onNeed;
  });
  useEffect(() => {
    need.current?.(index);
  }, [index]);
  // The list ended before the position stepped to (its last page was shorter than promised): stand on its end.
  const settled = settledIndex(index, items.length, hasMore);
  useEffect(() => {
    if (settled !== null) onIndexChange(settled);
  }, [settled, onIndexChange]);

  const download = async (item: ViewerMedia) => {
    const text = downloadReportText(await downloads.download([downloadItemOf(item)]), t);
    if (text) toast.error(text);
  };

  if (items.length === 0) return null;
  const positionText = t(position.isOpenEnded ? 'editors.viewer.positionMore' : 'editors.viewer.position', {
    index: index + 1,
    count: position.count,
  });
  return (
    <Modal
      isOpen
      size="fill"
      className={fullScreen.isFullScreen ? styles.fullScreenOverlay : undefined}
      isKeyboardDismissDisabled={fullScreen.isFullScreen}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <Dialog aria-label={t('editors.viewer.title')} hasCloseButton={false} isFlush className={styles.dialog}>
        <div className={styles.layout} data-full-screen={fullScreen.isFullScreen || undefined} data-testid="viewer-layout">
          {/* Close and full screen come first to the keyboard, then previous and next, then the zoom. */}
          <div className={styles.stageArea}>
            <ViewerTopBar position={positionText} isFullScreen={fullScreen.isFullScreen} onToggleFullScreen={fullScreen.toggle} />
            <ViewerPager canGoBack={position.canGoBack} canGoOn={position.canGoOn} isRtl={isRtl} onStep={step} />
            {/* Keyed by id: zoom and the 300 ms pause start afresh for each creation. */}
            {lineage.isComparing && media && lineage.parent ? (
              <MediaCompare key={media.id} parent={lineage.parent} media={media} maskUrl={lineage.details.data?.lineage.mask_url ?? null} />
            ) : media ? (
              <MediaStage key={media.id} media={media} />
            ) : (
              <MediaStageLoading />
            )}
          </div>
          {fullScreen.isFullScreen ? null : (
            <div className={styles.panel}>
              <h2 className={styles.title}>{t('editors.viewer.title')}</h2>
              {lineage.isOpenedAncestor && (
                <Button variant="ghost" size="sm" onPress={lineage.back} className={styles.back}>
                  {isRtl ? <ArrowRight size={14} aria-hidden="true" /> : <ArrowLeft size={14} aria-hidden="true" />}
                  {t('editors.lineage.back')}
                </Button>
              )}
              {media ? (
                <>
                  <MediaDetails media={media} templateLabel={media.template_id ? templateLabels?.[media.template_id] : undefined} />
                  {/* An ancestor opened from the chain is not in the list the host acts on: it is shown, not acted on. */}
                  {!lineage.isOpenedAncestor && (
                    <MediaActions
                      key={media.id}
                      media={media}
                      actions={offeredActions(media, templates, { canPickFrame: true })}
                      onAction={onAction}
                      onToggleFavorite={onToggleFavorite}
                      onDownload={(item) => void download(item)}
                      downloadProgress={downloads.progress}
                    />
                  )}
                  <MediaLineage view={lineage} />
                </>
              ) : (
                <Skeleton shape="rect" height={160} />
              )}
            </div>
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
