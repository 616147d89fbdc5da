import { Suspense, useState } from 'react';
import type { OutpaintSides } from '@contract/browser';
import type { MaskDocument, PaintedMask } from '@/domain/generation';
import { LazyMaskEditorDialog, LazyOutpaintEditorDialog } from '../lazy-editors';

export interface WorkshopEditorLauncherProps {
  kind: 'inpaint' | 'outpaint';
  imageUrl: string;
  prompt: string;
  onMask: (mask: PaintedMask) => void;
  /** The mask painted before: the editor opens with its strokes. */
  initialMask?: MaskDocument;
  onSides: (sides: OutpaintSides, isAutoExpand: boolean) => void;
  /** Either button closed it. */
  onClose?: () => void;
}

/**
 * Opens the editor the workshop was opened for, once: applying hands the mask or the sides back to the workshop's
 * form, and either button closes it. The app keys it by image and kind, so a new request opens it again.
 */
export function WorkshopEditorLauncher({ kind, imageUrl, prompt, onMask, initialMask, onSides, onClose }: WorkshopEditorLauncherProps) {
  const [isOpen, setOpen] = useState(true);
  if (!isOpen) return null;
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const image = { url: imageUrl, type: 'image' as const };
  return (
    <Suspense fallback={null}>
      {kind === 'inpaint' ? (
        <LazyMaskEditorDialog
          image={image}
          {...(initialMask ? { initialMask } : {})}
          onApply={(mask) => {
            onMask(mask);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <LazyOutpaintEditorDialog
          image={image}
          prompt={prompt}
          onApply={({ sides, isAutoExpand }) => {
            onSides(sides, isAutoExpand);
            close();
          }}
          onCancel={close}
        />
      )}
    </Suspense>
  );
}
