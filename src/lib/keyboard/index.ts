export { hasShortcutModifier, shortcutModifier } from './shortcut-modifier';
export type { ShortcutModifier } from './shortcut-modifier';
