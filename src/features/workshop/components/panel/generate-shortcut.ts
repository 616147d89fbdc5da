import type { KeyboardEvent } from 'react';

/** Ctrl+Enter, or Cmd+Enter on Apple keyboards, starts a run from the prompt, as in other studios; Enter keeps making a new line. */
export function isGenerateShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
