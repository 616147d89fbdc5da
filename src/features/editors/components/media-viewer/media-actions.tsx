import { Download, Expand, Heart, Paintbrush, Shuffle, Sparkles, WandSparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Button, ProgressBar } from '../../../../design-system';
import { actionsDelayMs, viewerActions, type ViewerAction, type ViewerMedia } from './media-viewer-types';
import styles from './media-viewer.module.css';

export interface MediaActionsProps {
  media: ViewerMedia;
  onAction: (action: ViewerAction, media: ViewerMedia) => void;
  onToggleFavorite: (media: ViewerMedia) => void;
  onDownload: (media: ViewerMedia) => void;
  /** 0 to 1 while a download is prepared, else null. */
  downloadProgress: number | null;
}

const icons = { remix: Shuffle, upscale: Sparkles, variations: WandSparkles, outpaint: Expand, inpaint: Paintbrush } as const;

/** Remix, the edit tools, favourite and download; all wait 300 ms after the viewer opens (spec part 2 §4). */
export function MediaActions({ media, onAction, onToggleFavorite, onDownload, downloadProgress }: MediaActionsProps) {
  const { t } = useTranslation();
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), actionsDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className={styles.actions}>
      {viewerActions.map((action) => {
        const Icon = icons[action];
        return (
          <Button key={action} variant="secondary" size="sm" isDisabled={!isReady} onPress={() => onAction(action, media)}>
            <Icon size={14} aria-hidden="true" />
            {t(`editors.viewer.${action}`)}
          </Button>
        );
      })}
      <Button variant="secondary" size="sm" isDisabled={!isReady} onPress={() => onToggleFavorite(media)} aria-pressed={media.is_favorite}>
        <Heart size={14} aria-hidden="true" fill={media.is_favorite ? 'currentColor' : 'none'} />
        {media.is_favorite ? t('editors.viewer.unfavorite') : t('editors.viewer.favorite')}
      </Button>
      <Button variant="primary" size="sm" isDisabled={!isReady} isPending={downloadProgress !== null} onPress={() => onDownload(media)}>
        <Download size={14} aria-hidden="true" />
        {t('generation.downloads.download')}
      </Button>
      {downloadProgress !== null && (
        <ProgressBar
          className={styles.progress}
          aria-label={t('generation.downloads.preparing', { percent: Math.round(downloadProgress * 100) })}
          value={downloadProgress * 100}
        />
      )}
    </div>
  );
}
