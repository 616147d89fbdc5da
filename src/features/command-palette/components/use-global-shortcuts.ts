import { useEffect, useRef } from 'react';
import { shortcutModifier } from '@/lib/keyboard';
import { matchGlobalShortcut, type GlobalShortcut } from '../model/global-shortcuts';

/** Listens for the app-wide shortcuts on the window while mounted; the handler may change between renders. */
export function useGlobalShortcuts(onShortcut: (shortcut: GlobalShortcut) => void) {
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  });
  useEffect(() => {
    const modifier = shortcutModifier();
    const handleKey = (event: KeyboardEvent) => {
      const shortcut = matchGlobalShortcut(event, modifier);
      if (!shortcut) return;
      // Cmd/Ctrl+K also has a meaning to the browser (its search bar); the app takes it while open.
      event.preventDefault();
      latest.current(shortcut);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);
}
