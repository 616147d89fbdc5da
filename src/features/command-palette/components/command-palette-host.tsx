import { useCallback, useState } from 'react';
import { DeferredOverlay } from '@/design-system';
import { preloadable } from '@/lib/lazy';
import type { GlobalShortcut } from '../model/global-shortcuts';
import type { PaletteActions } from './palette-props';
import { useGlobalShortcuts } from './use-global-shortcuts';

const CommandPalette = preloadable(async () => (await import('./command-palette')).CommandPalette);
const ShortcutsDialog = preloadable(async () => (await import('./shortcuts-dialog')).ShortcutsDialog);

export interface CommandPaletteHostProps extends PaletteActions {
  /** What is open, for an owner that opens the palette from elsewhere too (a menu item); the keys still work. */
  open?: GlobalShortcut | null;
  /** Called when the palette or the help opens or closes. */
  onOpenChange?: (open: GlobalShortcut | null) => void;
}

/**
 * The command palette and the shortcuts help, opened by their keys from anywhere in the signed-in app; their code
 * loads with the first press. One of them shows at a time: the palette's key closes it again, and its "Show
 * keyboard shortcuts" command opens the help once the palette has closed.
 */
export function CommandPaletteHost({ open: controlled, onOpenChange, ...actions }: CommandPaletteHostProps) {
  const [uncontrolled, setUncontrolled] = useState<GlobalShortcut | null>(null);
  const open = controlled === undefined ? uncontrolled : controlled;
  const setOpen = useCallback(
    (next: GlobalShortcut | null) => {
      setUncontrolled(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  useGlobalShortcuts((shortcut) => setOpen(shortcut === 'palette' && open === 'palette' ? null : shortcut));
  const handleOpenChange = useCallback(
    (isOpen: boolean) => {
      if (!isOpen) setOpen(null);
    },
    [setOpen],
  );
  const showShortcuts = useCallback(() => setOpen('help'), [setOpen]);
  return (
    <>
      <DeferredOverlay isOpen={open === 'palette'}>
        <CommandPalette {...actions} isOpen={open === 'palette'} onOpenChange={handleOpenChange} onShowShortcuts={showShortcuts} />
      </DeferredOverlay>
      <DeferredOverlay isOpen={open === 'help'}>
        <ShortcutsDialog isOpen={open === 'help'} onOpenChange={handleOpenChange} />
      </DeferredOverlay>
    </>
  );
}
