import { Download, Expand, Heart, Paintbrush, Shuffle, Sparkles, WandSparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, ProgressBar } from '@/design-system';
import { actionsDelayMs, type ViewerAction, type ViewerMedia } from './media-viewer-types';
import styles from './media-panel.module.css';

export interface MediaActionsProps {
  media: ViewerMedia;
  /** What this creation can be given to (the catalog's templates decide): Remix, and the tools that take its type. */
  actions: readonly ViewerAction[];
  onAction: (action: ViewerAction, media: ViewerMedia) => void;
  onToggleFavorite: (media: ViewerMedia) => void;
  onDownload: (media: ViewerMedia) => void;
  /** 0 to 1 while a download is prepared, else null. */
  downloadProgress: number | null;
}

const icons = { remix: Shuffle, upscale: Sparkles, variations: WandSparkles, outpaint: Expand, inpaint: Paintbrush } as const;

/**
 * Download and favourite, Remix, and the Edit & Enhance tools this creation accepts (for a video, on a frame it
 * picks first); all wait 300 ms after the viewer opens (spec part 2 §4).
 */
export function MediaActions({ media, actions, onAction, onToggleFavorite, onDownload, downloadProgress }: MediaActionsProps) {
  const { t } = useTranslation();
  const [isReady, setReady] = useState(false);
  const toolsId = useId();
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), actionsDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  const tools = actions.filter((action) => action !== 'remix');
  // A video's tools work on a frame the user picks first: the heading says so, since they are picture tools.
  const isVideo = media.type === 'video';
  const actionButton = (action: ViewerAction) => {
    const Icon = icons[action];
    return (
      <Button key={action} variant="secondary" size="sm" isFullWidth isDisabled={!isReady} onPress={() => onAction(action, media)}>
        <Icon size={14} aria-hidden="true" />
        {t(`editors.viewer.${action}`)}
      </Button>
    );
  };
  return (
    <div className={styles.actions}>
      <div className={styles.pair}>
        <Button
          variant="primary"
          size="sm"
          isFullWidth
          isDisabled={!isReady}
          isPending={downloadProgress !== null}
          onPress={() => onDownload(media)}
        >
          <Download size={14} aria-hidden="true" />
          {t('generation.downloads.download')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isFullWidth
          isDisabled={!isReady}
          onPress={() => onToggleFavorite(media)}
          aria-pressed={media.is_favorite}
        >
          <Heart size={14} aria-hidden="true" fill={media.is_favorite ? 'currentColor' : 'none'} />
          {media.is_favorite ? t('editors.viewer.unfavorite') : t('editors.viewer.favorite')}
        </Button>
      </div>
      {downloadProgress !== null && (
        <ProgressBar
          className={styles.progress}
          aria-label={t('generation.downloads.preparing', { percent: Math.round(downloadProgress * 100) })}
          value={downloadProgress * 100}
        />
      )}
      {actions.includes('remix') && actionButton('remix')}
      {tools.length > 0 && (
        <section className={styles.tools} aria-labelledby={toolsId}>
          <h3 id={toolsId} className={styles.term}>
            {isVideo ? t('editors.viewer.editFrame') : t('editors.viewer.editAndEnhance')}
          </h3>
          {isVideo && <p className={styles.hint}>{t('editors.viewer.editFrameHint')}</p>}
          <div className={styles.pair}>{tools.map(actionButton)}</div>
        </section>
      )}
    </div>
  );
}
