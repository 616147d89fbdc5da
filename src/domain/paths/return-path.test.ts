import { describe, expect, it } from 'vitest';
import { authPathReturningTo, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/gallery', '/gallery'],
    ['/studio/p_12?tab=media#top', '/studio/p_12?tab=media#top'],
    ['/workshop/text_to_image_v1', '/workshop/text_to_image_v1'],
    ['/teams/t%201', '/teams/t%201'],
    ['/a/../gallery', '/gallery'],
    // Encoded slashes stay encoded: a path on this site that the router will not find, never another host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps the same-site path %j', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['gallery'],
    ['//evil.example'],
    ['//evil.example/gallery'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/\u0000gallery'],
    ['/gallery\u007f'],
    [' /gallery'],
    ['https://evil.example/gallery'],
    ['javascript:alert(1)'],
    ['%2F%2Fevil.example'],
    ['%2f%2fevil.example'],
    ['/auth'],
    ['/auth?next=%2Fgallery'],
    ['/auth/'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });
});

describe('authPathReturningTo', () => {
  it('carries the page asked for, encoded, in the next parameter', () => {
    expect(authPathReturningTo({ pathname: '/studio/p%201', search: '?tab=a&b=c', hash: '#x' })).toBe(
      '/auth?next=%2Fstudio%2Fp%25201%3Ftab%3Da%26b%3Dc%23x',
    );
  });

  it('leaves /auth bare for the home page, the default workshop and anything that is not a same-site path', () => {
    expect(authPathReturningTo({ pathname: '/' })).toBe('/auth');
    expect(authPathReturningTo({ pathname: '/workshop/default' })).toBe('/auth');
    expect(authPathReturningTo({ pathname: '/workshop/text_to_image_v1' })).toBe('/auth?next=%2Fworkshop%2Ftext_to_image_v1');
    expect(authPathReturningTo({ pathname: '//evil.example' })).toBe('/auth');
  });
});
