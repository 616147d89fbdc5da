import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { IconButton, Spinner } from '@/design-system';
import type { ViewerMedia } from './media-viewer-types';
import styles from './media-stage.module.css';
import { useZoomPan, viewerZoom } from './use-zoom-pan';

/** The creation itself, as large as the stage allows, zoomable from 0.2 to 4 times and pannable; a video plays. */
export function MediaStage({ media }: { media: ViewerMedia }) {
  const { t } = useTranslation();
  const zoom = useZoomPan();
  const percent = Math.round(zoom.view.scale * 100);
  return (
    <>
      <div className={styles.stage} {...zoom.handlers} data-testid="viewer-stage" data-zoom={zoom.view.scale.toFixed(2)}>
        {media.type === 'video' ? (
          // A creation has no caption track; its prompt, shown beside it, is what describes it.
          // oxlint-disable-next-line jsx-a11y/media-has-caption
          <video
            className={styles.media}
            style={{ transform: zoom.transform }}
            src={media.generated_url}
            poster={media.thumbnail_url ?? undefined}
            controls
            autoPlay
            muted
            loop
            playsInline
          />
        ) : (
          <img
            className={styles.media}
            style={{ transform: zoom.transform }}
            src={media.generated_url}
            alt={media.prompt_text}
            draggable={false}
          />
        )}
      </div>
      <div className={styles.zoomBar} role="group" aria-label={t('editors.zoom')}>
        <IconButton
          aria-label={t('editors.zoomOut')}
          hasTooltip
          size="sm"
          isDisabled={zoom.view.scale <= viewerZoom.min}
          onPress={() => zoom.zoomBy(1 / 1.25)}
        >
          <ZoomOut />
        </IconButton>
        <output className={styles.zoomValue} aria-live="polite">
          {t('editors.viewer.zoomValue', { percent })}
        </output>
        <IconButton
          aria-label={t('editors.zoomIn')}
          hasTooltip
          size="sm"
          isDisabled={zoom.view.scale >= viewerZoom.max}
          onPress={() => zoom.zoomBy(1.25)}
        >
          <ZoomIn />
        </IconButton>
        <IconButton aria-label={t('editors.fit')} hasTooltip size="sm" onPress={zoom.reset}>
          <Maximize />
        </IconButton>
      </div>
    </>
  );
}

/** The stage while the list loads the page of the position the viewer stepped to. */
export function MediaStageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.stage}>
      <Spinner size="lg" aria-label={t('editors.viewer.loading')} />
    </div>
  );
}
