/** The key that carries shortcuts: Command on Apple keyboards, Control elsewhere. */
export type ShortcutModifier = 'cmd' | 'ctrl';

/** The modifier as the keyboard in front of the user prints it. */
export function shortcutModifier(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): ShortcutModifier {
  return /Mac|iPhone|iPad/.test(platform) ? 'cmd' : 'ctrl';
}

/**
 * Whether the event holds the platform's modifier and not the other one: Ctrl+K on a Mac is a text-editing key
 * there (delete to the end of the line), so it must not open what Cmd+K opens.
 */
export function hasShortcutModifier(event: { ctrlKey: boolean; metaKey: boolean }, modifier: ShortcutModifier): boolean {
  return modifier === 'cmd' ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}
