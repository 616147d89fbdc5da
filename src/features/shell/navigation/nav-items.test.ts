import { describe, expect, it } from 'vitest';
import { isActivePath, mobileItems, sidePanelItems } from './nav-items';

describe('navigation entries', () => {
  it('lists the spec entries in order', () => {
    expect(sidePanelItems.map((item) => item.labelKey)).toEqual([
      'nav.workshop',
      'nav.aiTools',
      'nav.myStudio',
      'nav.gallery',
      'nav.teams',
      'nav.account',
    ]);
    expect(mobileItems.map((item) => item.labelKey)).toEqual(['nav.workshop', 'nav.gallery', 'nav.studio', 'nav.teams', 'nav.account']);
  });

  it('marks a section active for any path inside it', () => {
    expect(isActivePath('/workshop/portrait-v2', '/workshop/default')).toBe(true);
    expect(isActivePath('/teams/7', '/teams')).toBe(true);
    expect(isActivePath('/studio', '/teams')).toBe(false);
    expect(isActivePath('/', '/workshop/default')).toBe(false);
  });
});
