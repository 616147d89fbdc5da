import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AlertDialog, Button, Dialog, Modal, Spinner, Switch } from '@/design-system';
import { noOutpaint, outpaintProblem, outpaintRules, stepOutpaint, type OutpaintSides } from '@contract/browser';
import { historyKey, recordSides, redoSides, startOutpaintHistory, undoSides } from '../../outpaint/outpaint-history';
import type { EditorImage } from '../shared/editor-image';
import styles from '../shared/editor-frame.module.css';
import { useLoadedImage } from '../shared/use-loaded-image';
import { OutpaintCanvas } from './outpaint-canvas';
import { OutpaintControls } from './outpaint-controls';

export interface OutpaintEditorDialogProps {
  image: EditorImage | null;
  /** Sides to start from, e.g. the workshop's current params. @default all 0 */
  initialSides?: OutpaintSides;
  /** The workshop's prompt: turning auto-expand on asks before ignoring it. */
  prompt?: string;
  /** Receives valid sides; with auto-expand the host generates at once, without the prompt. */
  onApply: (result: { sides: OutpaintSides; isAutoExpand: boolean }) => void;
  onCancel: () => void;
}

/**
 * The outpaint editor (spec part 2 §4 and §5): the image on a 64 px grid with a handle per side and step buttons
 * per axis, under the rule the server enforces too. Konva loads with it, so open it through React.lazy.
 */
export function OutpaintEditorDialog({ image, initialSides = noOutpaint, prompt = '', onApply, onCancel }: OutpaintEditorDialogProps) {
  const { t } = useTranslation();
  const loaded = useLoadedImage(image && image.type !== 'video' ? image.url : null);
  const [history, setHistory] = useState(() => startOutpaintHistory(initialSides));
  // A handle being dragged shows its sides here; they become one undo step when it is let go.
  const [dragged, setDragged] = useState<OutpaintSides | null>(null);
  const sides = dragged ?? history.present;
  const setSides = (next: OutpaintSides) => setHistory((current) => recordSides(current, next));
  const commitDrag = (next: OutpaintSides) => {
    setDragged(null);
    setSides(next);
  };
  const [isAutoExpand, setAutoExpand] = useState(false);
  const [isConfirming, setConfirming] = useState(false);

  useEffect(() => {
    if (isConfirming) return;
    const handleKey = (event: KeyboardEvent) => {
      const action = historyKey(event);
      if (!action) return;
      event.preventDefault();
      setHistory((current) => (action === 'undo' ? undoSides(current) : redoSides(current)));
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [isConfirming]);

  const size = loaded.status === 'ready' ? { width: loaded.width, height: loaded.height } : null;
  const problem = size ? outpaintProblem(sides, size) : null;
  const isAtLimit = size !== null && (['horizontal', 'vertical'] as const).some((axis) => stepOutpaint(sides, axis, 1, size) === sides);
  const changeAutoExpand = (isOn: boolean) => {
    if (isOn && prompt.trim()) setConfirming(true);
    else setAutoExpand(isOn);
  };

  const errorText =
    !image || image.type === 'video' ? t('editors.errors.noImage') : loaded.status === 'error' ? t('editors.errors.imageDimensions') : null;
  const body = errorText ? (
    <p className={`${styles.message} ${styles.error}`} role="alert">
      {errorText}
    </p>
  ) : loaded.status !== 'ready' || !size ? (
    <div className={styles.message}>
      <Spinner aria-label={t('editors.loading')} />
    </div>
  ) : null;

  return (
    <Modal isOpen size="lg" onOpenChange={(isOpen) => !isOpen && onCancel()} isDismissable={false}>
      <Dialog
        title={t('editors.outpaint.title')}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              {t('designSystem.cancel')}
            </Button>
            <Button variant="primary" onPress={() => onApply({ sides, isAutoExpand })} isDisabled={!size || problem !== null}>
              {isAutoExpand ? t('editors.outpaint.applyGenerate') : t('editors.outpaint.applySettings')}
            </Button>
          </>
        }
      >
        <div className={styles.frame}>
          {size && (
            <OutpaintControls
              image={size}
              sides={sides}
              onChange={setSides}
              canUndo={history.past.length > 0}
              canRedo={history.future.length > 0}
              onUndo={() => setHistory(undoSides)}
              onRedo={() => setHistory(redoSides)}
            />
          )}
          {body ? (
            <div className={styles.stage}>{body}</div>
          ) : (
            loaded.status === 'ready' &&
            size && <OutpaintCanvas image={loaded.element} size={size} sides={sides} onChange={setDragged} onCommit={commitDrag} />
          )}
          <div className={styles.options}>
            <Switch isSelected={isAutoExpand} onChange={changeAutoExpand} isDisabled={!size}>
              {t('editors.outpaint.autoExpand')}
            </Switch>
            <p className={styles.hint} role={problem && problem !== 'nothing' ? 'alert' : undefined}>
              {problem && problem !== 'nothing'
                ? t(`editors.outpaint.problems.${problem}`, { max: outpaintRules.maxSize })
                : isAtLimit
                  ? t('editors.outpaint.limit', { max: outpaintRules.maxSize })
                  : isAutoExpand
                    ? t('editors.outpaint.autoExpandHint')
                    : t('editors.outpaint.hint')}
            </p>
          </div>
        </div>
      </Dialog>
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('editors.outpaint.confirmTitle')}
        confirmLabel={t('editors.outpaint.confirm')}
        onConfirm={() => setAutoExpand(true)}
      >
        {t('editors.outpaint.confirmBody')}
      </AlertDialog>
    </Modal>
  );
}
