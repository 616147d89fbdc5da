import { Brush, Eraser } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, maskTint } from '@/design-system';
import styles from './mask-preview.module.css';

/**
 * The mask's PNG as a data URL, read once per mask. A data URL needs no releasing, so it cannot be released while
 * still shown (an object URL revoked by a re-run effect would blank the overlay).
 */
function useDataUrl(blob: Blob): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') setRead({ blob, url: reader.result });
    });
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return read?.blob === blob ? read.url : null;
}

/**
 * The painted mask over the image in its slot, tinted as the mask editor draws it: the PNG (white repaints) masks
 * a layer of the editor's colour, fitted to the picture as the picture is fitted to the slot.
 */
export function MaskOverlay({ png }: { png: Blob }) {
  const { t } = useTranslation();
  const url = useDataUrl(png);
  if (!url) return null;
  return (
    <div
      role="img"
      aria-label={t('workshop.mask.overlay')}
      className={styles.overlay}
      data-testid="mask-overlay"
      style={{ backgroundColor: maskTint.colour, opacity: maskTint.opacity, maskImage: `url(${url})`, WebkitMaskImage: `url(${url})` }}
    />
  );
}

export interface MaskControlsProps {
  hasMask: boolean;
  /** Opens the mask editor on the image, with the strokes painted so far. */
  onEdit: () => void;
  onClear: () => void;
}

/** Under an image that is to be inpainted: what the tint means, and Paint mask, or Edit mask and Clear mask. */
export function MaskControls({ hasMask, onEdit, onClear }: MaskControlsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <p className={styles.hint}>{hasMask ? t('workshop.mask.painted') : t('workshop.mask.none')}</p>
      <div className={styles.buttons}>
        <Button size="sm" variant={hasMask ? 'secondary' : 'primary'} onPress={onEdit}>
          <Brush size={14} aria-hidden="true" />
          {hasMask ? t('workshop.mask.edit') : t('workshop.mask.paint')}
        </Button>
        {hasMask && (
          <Button size="sm" variant="ghost" onPress={onClear}>
            <Eraser size={14} aria-hidden="true" />
            {t('workshop.mask.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
