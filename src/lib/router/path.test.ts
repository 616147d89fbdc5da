import { describe, expect, it } from 'vitest';
import { createPath, isWholeUrl, parsePath, pathOnOrigin, resolveTo } from './path';

const here = { pathname: '/teams/t1', search: '?tab=members', hash: '#top' };

describe('paths', () => {
  it('splits an address into its parts and joins them back', () => {
    expect(parsePath('/studio/p%201?tab=media&x=1#top')).toEqual({ pathname: '/studio/p%201', search: '?tab=media&x=1', hash: '#top' });
    expect(parsePath('?tier=Pro')).toEqual({ search: '?tier=Pro' });
    expect(createPath({ pathname: '/billing', search: 'tier=Pro', hash: '' })).toBe('/billing?tier=Pro');
    expect(createPath({ pathname: '/gallery', search: '?', hash: '#' })).toBe('/gallery');
  });

  it('keeps an absolute address, with only its own search and hash', () => {
    expect(resolveTo('/gallery', here)).toEqual({ pathname: '/gallery', search: '', hash: '' });
    expect(resolveTo({ pathname: '/billing', search: '?tier=Pro' }, here)).toEqual({ pathname: '/billing', search: '?tier=Pro', hash: '' });
  });

  it('resolves a relative address against the current pathname, and a bare search on the current page', () => {
    expect(resolveTo('edit', here).pathname).toBe('/teams/t1/edit');
    expect(resolveTo('..', here).pathname).toBe('/teams');
    expect(resolveTo('../../..', here).pathname).toBe('/');
    expect(resolveTo('?status=success', here)).toEqual({ pathname: '/teams/t1', search: '?status=success', hash: '' });
  });

  it('tells a whole URL (its own scheme, or protocol-relative) from a place in the app', () => {
    for (const url of [
      'mailto:sales@studio.example?subject=Enterprise',
      'tel:+15550100',
      'https://other.example/x',
      '//cdn.example/a.png',
    ]) {
      expect(isWholeUrl(url), url).toBe(true);
    }
    for (const place of ['/billing', 'edit', '../teams', '?tier=Pro', '#top', { pathname: '/teams' }]) {
      expect(isWholeUrl(place), String(place)).toBe(false);
    }
  });

  it('finds the place in the app a URL on its own origin names, and nothing for any other', () => {
    const origin = 'https://studio.example';
    expect(pathOnOrigin('https://studio.example/teams?tab=invites#top', origin)).toEqual({
      pathname: '/teams',
      search: '?tab=invites',
      hash: '#top',
    });
    expect(pathOnOrigin('https://other.example/teams', origin)).toBeNull();
    expect(pathOnOrigin('//other.example/teams', origin)).toBeNull();
    expect(pathOnOrigin('mailto:sales@studio.example', origin)).toBeNull();
    expect(pathOnOrigin('tel:+15550100', origin)).toBeNull();
  });
});
