import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, Modal, Spinner } from '@/design-system';
import { emptyMask, type MaskDocument } from '../../mask/mask-document';
import { exportMaskPng } from '../../mask/mask-export';
import { hasPaintedArea } from '../../mask/mask-raster';
import { createMaskStore, type MaskStore } from '../../mask/mask-store';
import type { EditorImage } from '../shared/editor-image';
import styles from '../shared/editor-frame.module.css';
import { useLoadedImage } from '../shared/use-loaded-image';
import { MaskCanvas } from './mask-canvas';

export interface MaskEditorDialogProps {
  /** The image to paint on; null when the creation has none. */
  image: EditorImage | null;
  /** A mask to continue, e.g. from a remix; it must be of the image's own size. */
  initialMask?: MaskDocument;
  /** Receives the mask as a PNG of the image's size (white painted areas on black) and as data. */
  onApply: (mask: { png: Blob; document: MaskDocument }) => void | Promise<void>;
  onCancel: () => void;
}

/**
 * The inpaint mask editor (spec part 2 §4): brush, eraser, rectangle and circle over the image, with a size
 * slider, undo and redo, Clear and Invert, zoom and pan. It loads Konva with it, so open it through React.lazy.
 */
export function MaskEditorDialog({ image, initialMask, onApply, onCancel }: MaskEditorDialogProps) {
  const { t } = useTranslation();
  const isVideo = image?.type === 'video';
  const loaded = useLoadedImage(image && !isVideo ? image.url : null);
  const [store, setStore] = useState<MaskStore | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isApplying, setApplying] = useState(false);

  const size = loaded.status === 'ready' ? `${loaded.width}x${loaded.height}` : null;
  let current = store;
  if (loaded.status === 'ready' && (!store || `${store.document().width}x${store.document().height}` !== size)) {
    const fits = initialMask && initialMask.width === loaded.width && initialMask.height === loaded.height;
    current = createMaskStore(fits ? initialMask : emptyMask(loaded.width, loaded.height));
    setStore(current);
  }

  const apply = async () => {
    if (!current) return;
    const document = current.document();
    if (!hasPaintedArea(document)) return setNotice(t('editors.mask.empty'));
    setApplying(true);
    setNotice(null);
    try {
      await onApply({ png: await exportMaskPng(document), document });
    } catch {
      setNotice(t('editors.mask.exportFailed'));
    } finally {
      setApplying(false);
    }
  };

  const problem = !image ? t('editors.errors.noBaseImage') : isVideo ? t('editors.errors.videoNotSupported') : null;
  const body = problem ? (
    <div className={styles.stage}>
      <p className={`${styles.message} ${styles.error}`} role="alert">
        {problem}
      </p>
    </div>
  ) : loaded.status === 'error' ? (
    <div className={styles.stage}>
      <p className={`${styles.message} ${styles.error}`} role="alert">
        {t('editors.errors.imageDimensions')}
      </p>
    </div>
  ) : loaded.status === 'loading' || !current ? (
    <div className={styles.stage}>
      <div className={styles.message}>
        <Spinner aria-label={t('editors.loading')} />
      </div>
    </div>
  ) : (
    <MaskCanvas key={size} image={loaded.element} store={current} />
  );

  return (
    <Modal isOpen size="lg" onOpenChange={(isOpen) => !isOpen && !isApplying && onCancel()} isDismissable={false}>
      <Dialog
        title={t('editors.mask.title')}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isApplying}>
              {t('designSystem.cancel')}
            </Button>
            <Button variant="primary" onPress={() => void apply()} isPending={isApplying} isDisabled={!current || Boolean(problem)}>
              {t('editors.mask.apply')}
            </Button>
          </>
        }
      >
        <div className={styles.frame}>
          {body}
          <p className={styles.hint} role={notice ? 'alert' : undefined}>
            {notice ?? t('editors.mask.hint')}
          </p>
        </div>
      </Dialog>
    </Modal>
  );
}
