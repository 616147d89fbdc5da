export { CommandPaletteHost } from './components/command-palette-host';
export type { GlobalShortcut } from './model/global-shortcuts';
