import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { OutpaintSides } from '@contract/browser';
import { OutpaintEngine } from '../../outpaint/outpaint-engine';
import styles from '../shared/editor-frame.module.css';
import { useEngine } from '../shared/use-engine';

export interface OutpaintCanvasProps {
  image: HTMLImageElement;
  size: { width: number; height: number };
  sides: OutpaintSides;
  /** Each snap during a drag. */
  onChange: (sides: OutpaintSides) => void;
  /** The sides when a drag ends. */
  onCommit: (sides: OutpaintSides) => void;
}

/** The Konva stage of the outpaint editor: the image on its grid with a handle per side. */
export function OutpaintCanvas({ image, size, sides, onChange, onCommit }: OutpaintCanvasProps) {
  const { t } = useTranslation();
  const { ref, engine } = useEngine((container) => new OutpaintEngine(container, image, size, sides, onChange, onCommit));
  useEffect(() => engine?.setSides(sides), [engine, sides]);
  return <div ref={ref} className={styles.stage} role="img" aria-label={t('editors.canvas')} data-testid="outpaint-stage" />;
}
