import { paths } from './paths';

/** The query parameter of /auth that names the page to return to after signing in. */
export const returnPathParam = 'next';

/** A stand-in origin for parsing: a path that resolves anywhere else was never a path on this site. */
const probeOrigin = 'https://studio.invalid';

/** Longer than any page of the product; a longer value is someone's experiment, not a deep link. */
const maxLength = 2048;

/**
 * The same-site path (with its query and hash) to go to after signing in, or null when `candidate` is not one.
 * Only a single leading slash is a path: `//host` and `/\host` are other sites to a browser, and control or
 * space characters are refused outright because browsers drop tabs and line breaks from URLs (`/\t/host` is
 * `//host`). What is left is parsed as the browser would, and must stay on the same origin. The sign-in page
 * itself is never a place to return to.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > maxLength) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (/[\\\s\p{Cc}\u2028\u2029]/u.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (url.pathname === paths.auth || url.pathname.startsWith(`${paths.auth}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where signing in leads anyway: no need to say so. */
const defaultDestinations = new Set<string>([paths.home, paths.workshopRoot, paths.workshop()]);

/** /auth with the page to come back to, when that page is worth coming back to. */
export function authPathReturningTo(location: { pathname: string; search?: string; hash?: string }): string {
  const back = safeReturnPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  if (!back || defaultDestinations.has(back)) return paths.auth;
  return `${paths.auth}?${new URLSearchParams({ [returnPathParam]: back }).toString()}`;
}
