import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { MaskEngine } from '../../mask/mask-engine';
import type { MaskStore } from '../../mask/mask-store';
import styles from '../shared/editor-frame.module.css';
import { useEngine } from '../shared/use-engine';
import { handleMaskKey } from './mask-keys';
import { MaskToolbar } from './mask-toolbar';

export interface MaskCanvasProps {
  image: HTMLImageElement;
  store: MaskStore;
}

/** The toolbar and the Konva stage of the inpaint editor, for an image that has loaded. */
export function MaskCanvas({ image, store }: MaskCanvasProps) {
  const { t } = useTranslation();
  const { ref, engine } = useEngine((container) => new MaskEngine(container, image, store));
  // The editor's shortcuts work wherever focus is in the dialog, except while typing in a field.
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (handleMaskKey(event, store)) event.preventDefault();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [store]);
  return (
    <>
      <MaskToolbar store={store} onZoom={(factor) => engine?.zoomBy(factor)} onFit={() => engine?.fit()} />
      <div ref={ref} className={styles.stage} role="img" aria-label={t('editors.canvas')} data-testid="mask-stage" />
    </>
  );
}
