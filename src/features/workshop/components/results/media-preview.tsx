import { Maximize2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n';
import { Button } from '../../../../design-system';
import type { CompletedItem } from '../../../../domain/generation';
import styles from './results.module.css';

/** The large view of the chosen result: the picture, or the video with its controls, and the way to its details. */
export function MediaPreview({ item, onOpenDetails }: { item: CompletedItem; onOpenDetails?: () => void }) {
  const { t } = useTranslation();
  const src = item.url ?? item.generated_url;
  return (
    <figure className={styles.preview} data-testid="result-preview">
      {item.type === 'video' ? (
        // Generated clips have no speech, so there is nothing to caption.
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <video
          key={src}
          src={src}
          poster={item.thumbnail_url ?? undefined}
          controls
          playsInline
          loop
          className={styles.previewMedia}
          aria-label={item.prompt_text}
        />
      ) : (
        <img key={src} src={src} alt={item.prompt_text} className={styles.previewMedia} width={item.width} height={item.height} />
      )}
      <div className={styles.previewFooter}>
        {item.prompt_text && (
          <figcaption className={styles.caption} dir="auto">
            {item.prompt_text}
          </figcaption>
        )}
        {onOpenDetails && (
          <Button size="sm" variant="secondary" onPress={onOpenDetails}>
            <Maximize2 size={14} aria-hidden="true" />
            {t('workshop.results.details')}
          </Button>
        )}
      </div>
    </figure>
  );
}
