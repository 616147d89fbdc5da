import { describe, expect, it } from 'vitest';
import { hasShortcutModifier, shortcutModifier } from '@/lib/keyboard';
import { isTypingTarget, matchGlobalShortcut, type ShortcutKeyEvent } from './global-shortcuts';
import { keyLabel, keysFor, shortcutGroups } from './shortcut-list';

const press = (key: string, overrides: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: null,
  ...overrides,
});
/** A stand-in for a DOM element: the matcher reads only these. */
const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName, getAttribute: (name: string) => (extra[name] as string | undefined) ?? null, ...extra }) as unknown as EventTarget;

describe('shortcutModifier', () => {
  it('is Cmd on Apple platforms and Ctrl elsewhere', () => {
    expect(shortcutModifier('MacIntel')).toBe('cmd');
    expect(shortcutModifier('iPhone')).toBe('cmd');
    expect(shortcutModifier('Win32')).toBe('ctrl');
    expect(shortcutModifier('Linux x86_64')).toBe('ctrl');
  });

  it('wants the platform modifier and not the other one', () => {
    expect(hasShortcutModifier({ ctrlKey: false, metaKey: true }, 'cmd')).toBe(true);
    expect(hasShortcutModifier({ ctrlKey: true, metaKey: false }, 'cmd')).toBe(false);
    expect(hasShortcutModifier({ ctrlKey: true, metaKey: false }, 'ctrl')).toBe(true);
    expect(hasShortcutModifier({ ctrlKey: true, metaKey: true }, 'ctrl')).toBe(false);
  });
});

describe('matchGlobalShortcut', () => {
  it('opens the palette with the platform modifier and K, even in a text field', () => {
    expect(matchGlobalShortcut(press('k', { ctrlKey: true }), 'ctrl')).toBe('palette');
    expect(matchGlobalShortcut(press('K', { metaKey: true }), 'cmd')).toBe('palette');
    expect(matchGlobalShortcut(press('k', { ctrlKey: true, target: element('input') }), 'ctrl')).toBe('palette');
  });

  it('finds K by its place on an Arabic layout', () => {
    expect(matchGlobalShortcut(press('ن', { code: 'KeyK', ctrlKey: true }), 'ctrl')).toBe('palette');
  });

  it('leaves K alone without the right modifier, or with another one added', () => {
    expect(matchGlobalShortcut(press('k'), 'ctrl')).toBeNull();
    expect(matchGlobalShortcut(press('k', { ctrlKey: true }), 'cmd')).toBeNull();
    expect(matchGlobalShortcut(press('k', { ctrlKey: true, shiftKey: true }), 'ctrl')).toBeNull();
    expect(matchGlobalShortcut(press('k', { ctrlKey: true, altKey: true }), 'ctrl')).toBeNull();
  });

  it('opens the help with ? (or the Arabic ؟) outside text fields only', () => {
    expect(matchGlobalShortcut(press('?', { shiftKey: true, target: element('button') }), 'ctrl')).toBe('help');
    expect(matchGlobalShortcut(press('\u061f', { shiftKey: true }), 'ctrl')).toBe('help');
    expect(matchGlobalShortcut(press('?', { shiftKey: true, target: element('input') }), 'ctrl')).toBeNull();
    expect(matchGlobalShortcut(press('?', { shiftKey: true, target: element('textarea') }), 'ctrl')).toBeNull();
    expect(matchGlobalShortcut(press('?', { ctrlKey: true }), 'ctrl')).toBeNull();
  });

  it('ignores keys already handled and keys composing text', () => {
    expect(matchGlobalShortcut(press('k', { ctrlKey: true, defaultPrevented: true }), 'ctrl')).toBeNull();
    expect(matchGlobalShortcut(press('?', { isComposing: true }), 'ctrl')).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it.each([
    ['a text input', element('INPUT', { type: 'text' }), true],
    ['a search input', element('INPUT', { type: 'search' }), true],
    ['a checkbox', element('INPUT', { type: 'checkbox' }), false],
    ['a text area', element('TEXTAREA'), true],
    ['a select', element('SELECT'), true],
    ['editable text', element('DIV', { isContentEditable: true }), true],
    ['a custom text box', element('DIV', { role: 'textbox' }), true],
    ['a button', element('BUTTON'), false],
    ['nothing', null, false],
  ])('%s: %s', (_name, target, expected) => {
    expect(isTypingTarget(target)).toBe(expected);
  });
});

describe('shortcut help', () => {
  it('prints the modifier as the platform does', () => {
    expect(keyLabel('mod', 'cmd')).toBe('⌘');
    expect(keyLabel('mod', 'ctrl')).toBe('Ctrl');
    expect(keyLabel('shift', 'ctrl')).toBe('Shift');
    expect(keyLabel('K', 'ctrl')).toBe('K');
  });

  it('swaps the arrows of mirrored shortcuts right to left, and only those', () => {
    expect(keysFor(['arrowLeft'], true, false)).toEqual(['arrowLeft']);
    expect(keysFor(['arrowLeft'], true, true)).toEqual(['arrowRight']);
    expect(keysFor(['arrowRight'], true, true)).toEqual(['arrowLeft']);
    expect(keysFor(['mod', 'Z'], false, true)).toEqual(['mod', 'Z']);
  });

  it('lists the app-wide keys first: the palette, the help and Escape', () => {
    const general = shortcutGroups.find((group) => group.id === 'general');
    expect(general?.entries.map((entry) => entry.combos)).toEqual([[['mod', 'K']], [['?']], [['escape']]]);
  });
});
