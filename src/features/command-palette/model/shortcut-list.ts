import type { TranslationKey } from '@/lib/i18n';
import type { ShortcutModifier } from '@/lib/keyboard';

/** A key as the help names it: `mod` is the platform's shortcut modifier; letters and signs stand for themselves. */
export type KeyName = 'mod' | 'shift' | 'enter' | 'escape' | 'arrowLeft' | 'arrowRight' | (string & {});

export interface ShortcutEntry {
  id: string;
  labelKey: TranslationKey;
  /** Each combination that does it, as keys pressed together; more than one reads "or". */
  combos: KeyName[][];
  /** An arrow that follows the reading direction: the other arrow in Arabic. @default false */
  isMirrored?: boolean;
}

export interface ShortcutGroup {
  id: string;
  titleKey: TranslationKey;
  entries: ShortcutEntry[];
}

const entry = (id: string, combos: KeyName[][], isMirrored = false): ShortcutEntry => ({
  id,
  labelKey: `commandPalette.shortcuts.${id}` as TranslationKey,
  combos,
  isMirrored,
});

/**
 * Every keyboard shortcut of the app, as the help dialog lists them. The palette's and the help's own keys are new;
 * the others are the keys the workshop, the media viewer and the canvas editors already answer, listed here so the
 * help is complete. None is a plain letter while typing, and none is a key the browser or a screen reader needs.
 */
export const shortcutGroups: ShortcutGroup[] = [
  {
    id: 'general',
    titleKey: 'commandPalette.shortcuts.groups.general',
    entries: [entry('openPalette', [['mod', 'K']]), entry('showShortcuts', [['?']]), entry('closeDialog', [['escape']])],
  },
  { id: 'workshop', titleKey: 'commandPalette.shortcuts.groups.workshop', entries: [entry('generate', [['mod', 'enter']])] },
  {
    id: 'viewer',
    titleKey: 'commandPalette.shortcuts.groups.viewer',
    entries: [entry('previous', [['arrowLeft']], true), entry('next', [['arrowRight']], true), entry('fullScreen', [['F']])],
  },
  {
    id: 'editors',
    titleKey: 'commandPalette.shortcuts.groups.editors',
    entries: [
      entry('undo', [['mod', 'Z']]),
      entry('redo', [
        ['mod', 'shift', 'Z'],
        ['mod', 'Y'],
      ]),
      entry('brush', [['B']]),
      entry('eraser', [['E']]),
      entry('rectangle', [['R']]),
      entry('ellipse', [['C']]),
      entry('smallerBrush', [['[']]),
      entry('largerBrush', [[']']]),
      entry('invertMask', [['I']]),
    ],
  },
];

/**
 * The keys as they are printed on the keyboard, the same in both languages (Arabic keyboards print Ctrl, Shift and
 * Enter in Latin letters, as the workshop's own hint does); Apple keyboards get their symbols.
 */
export function keyLabel(key: KeyName, modifier: ShortcutModifier): string {
  const isApple = modifier === 'cmd';
  switch (key) {
    case 'mod':
      return isApple ? '\u2318' : 'Ctrl';
    case 'shift':
      return isApple ? '\u21e7' : 'Shift';
    case 'enter':
      return isApple ? '\u21a9' : 'Enter';
    case 'escape':
      return 'Esc';
    case 'arrowLeft':
      return '\u2190';
    case 'arrowRight':
      return '\u2192';
    default:
      return key;
  }
}

/** The keys of a combination in the page's direction: a mirrored shortcut's arrows swap in right-to-left. */
export function keysFor(combo: readonly KeyName[], isMirrored: boolean, isRtl: boolean): KeyName[] {
  if (!isMirrored || !isRtl) return [...combo];
  return combo.map((key) => (key === 'arrowLeft' ? 'arrowRight' : key === 'arrowRight' ? 'arrowLeft' : key));
}
