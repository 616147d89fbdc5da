/** A place in the app without its history entry: what a link or a navigation names. */
export interface Path {
  /** Always starts with '/'. */
  pathname: string;
  /** '' or '?…'. */
  search: string;
  /** '' or '#…'. */
  hash: string;
}

/** Where to go: an address ('/gallery?x=1', or one relative to the current page) or its parts. */
export type To = string | Partial<Path>;

/** An address with a scheme of its own ('mailto:', 'tel:', 'https:') or a protocol-relative one ('//host/…'). */
const wholeUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Whether `to` is a whole URL rather than a place in the app: such an address is never resolved against the
 * current page (a `mailto:` on /billing is not '/billing/mailto:…'); the browser opens it.
 */
export function isWholeUrl(to: To): to is string {
  return typeof to === 'string' && wholeUrl.test(to);
}

/** The place in the app a whole URL names when it is on `origin` (the app's own address, written out), else null. */
export function pathOnOrigin(url: string, origin: string): Path | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/** Splits an address into its parts; the parts it does not have are ''. */
export function parsePath(address: string): Partial<Path> {
  const path: Partial<Path> = {};
  let rest = address;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    path.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    path.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) path.pathname = rest;
  return path;
}

/** The address of `path`, as the browser shows it. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/**
 * The full path `to` names when read from `from`: an absolute pathname is kept, a relative one ('..', 'edit')
 * resolves against `from` as a browser resolves a link; search and hash come only from `to`, so `{ search }`
 * alone stays on the current page.
 */
export function resolveTo(to: To, from: Path): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  const pathname =
    target.pathname === undefined || target.pathname === '' ? from.pathname : resolvePathname(target.pathname, from.pathname);
  return { pathname, search: normalised(target.search, '?'), hash: normalised(target.hash, '#') };
}

function normalised(part: string | undefined, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : mark + part;
}

function resolvePathname(pathname: string, from: string): string {
  if (pathname.startsWith('/')) return pathname;
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of pathname.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.join('/') || '/';
}
