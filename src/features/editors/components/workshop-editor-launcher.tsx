import { Suspense, useState } from 'react';
import type { OutpaintSides } from '../../../../contract/browser';
import { LazyMaskEditorDialog, LazyOutpaintEditorDialog } from '../lazy-editors';

export interface WorkshopEditorLauncherProps {
  kind: 'inpaint' | 'outpaint';
  imageUrl: string;
  prompt: string;
  onMask: (mask: Blob) => void;
  onSides: (sides: OutpaintSides, isAutoExpand: boolean) => void;
}

/**
 * Opens the editor the workshop was opened for, once: applying hands the mask or the sides back to the workshop's
 * form, and either button closes it. The app keys it by image and kind, so a new request opens it again.
 */
export function WorkshopEditorLauncher({ kind, imageUrl, prompt, onMask, onSides }: WorkshopEditorLauncherProps) {
  const [isOpen, setOpen] = useState(true);
  if (!isOpen) return null;
  const close = () => setOpen(false);
  const image = { url: imageUrl, type: 'image' as const };
  return (
    <Suspense fallback={null}>
      {kind === 'inpaint' ? (
        <LazyMaskEditorDialog
          image={image}
          onApply={({ png }) => {
            onMask(png);
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
