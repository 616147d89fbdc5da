import type { KeyboardEvent } from 'react';

/** Ctrl+Enter, or Cmd+Enter on Apple keyboards, starts a run from the prompt, as in other studios; Enter keeps making a new line. */
export function isGenerateShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** The modifier as the keyboard in front of the user prints it. */
export function shortcutModifier(): 'cmd' | 'ctrl' {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform) ? 'cmd' : 'ctrl';
}
