import { hasShortcutModifier, type ShortcutModifier } from '@/lib/keyboard';

/** What a key anywhere in the signed-in app can open. */
export type GlobalShortcut = 'palette' | 'help';

export interface ShortcutKeyEvent {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** Inputs that take no typed text: a plain key pressed on them is not typing. */
const nonTextInputs = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);
const textRoles = new Set(['textbox', 'searchbox', 'combobox']);

/** Whether the key goes into something the user types in, where a plain key must stay a character. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as Partial<HTMLElement> & { type?: string };
  if (element.isContentEditable) return true;
  const tag = String(element.tagName).toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !nonTextInputs.has((element.type ?? 'text').toLowerCase());
  return textRoles.has(element.getAttribute?.('role') ?? '');
}

/**
 * The global shortcut a key press asks for, or null. Cmd+K (Ctrl+K off Apple keyboards) works everywhere, in a
 * field too, as its modifier keeps it from being typing; it is matched by its place on the keyboard as well, so an
 * Arabic layout (where that key types 'ن') works. '?' opens the shortcuts help outside text fields only, and the
 * Arabic question mark '؟' counts, being what Shift+/ types there. A key already handled, or composing text with
 * an input method, is left alone.
 */
export function matchGlobalShortcut(event: ShortcutKeyEvent, modifier: ShortcutModifier): GlobalShortcut | null {
  if (event.defaultPrevented || event.isComposing) return null;
  const isK = event.key.toLowerCase() === 'k' || event.code === 'KeyK';
  if (isK && hasShortcutModifier(event, modifier) && !event.altKey && !event.shiftKey) return 'palette';
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if ((event.key === '?' || event.key === '\u061f') && !isTypingTarget(event.target)) return 'help';
  return null;
}
