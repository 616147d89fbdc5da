import { describe, expect, it } from 'vitest';
import { earlyBoot } from './early-boot';
import { config, fakeWindow, prerenderedIn } from './early-boot.fixtures';

describe('earlyBoot on a drawn page the app has not taken over yet', () => {
  it('holds clicks and submissions until the app takes the page over, but lets links and new-tab clicks through', () => {
    const { win, dispatch, listeners } = fakeWindow('/auth', {}, {}, prerenderedIn('en'));
    earlyBoot(config, win);
    const button = { closest: () => null };
    const inLink = { closest: (selector: string) => (selector === 'a[href]' ? {} : null) };
    const form = {};
    expect(dispatch('click', button)).toBe(true);
    expect(dispatch('click', inLink)).toBe(false);
    expect(dispatch('click', button, { ctrlKey: true })).toBe(false);
    expect(dispatch('click', button, { button: 1 })).toBe(false);
    expect(dispatch('submit', form)).toBe(true);
    expect(win.heldInput?.events).toEqual([
      { type: 'click', target: button, submitter: null },
      { type: 'submit', target: form, submitter: null },
    ]);
    win.heldInput?.stop();
    expect(listeners).toEqual([]);
    expect(dispatch('click', button)).toBe(false);
  });

  it('holds nothing on a page the app will draw afresh', () => {
    const stale = fakeWindow('/auth', { language: 'ar' }, {}, prerenderedIn('en'));
    earlyBoot(config, stale.win);
    expect(stale.win.heldInput).toBeUndefined();
    expect(stale.dispatch('submit', {})).toBe(false);
    const plain = fakeWindow('/auth', {});
    earlyBoot(config, plain.win);
    expect(plain.win.heldInput).toBeUndefined();
  });
});
