import path from 'node:path';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { routeMatches } from './route-pattern';
import { watchedBuildFile } from './watched-build-file';

/** What the build writes in `.vite/prerendered.json` (scripts/build/prerender-pages.ts). */
interface PrerenderedListing {
  defaultLanguage: string;
  languageCookie: string;
  pages: Array<{ pattern: string; files: Record<string, string> }>;
}

const none: PrerenderedListing = { defaultLanguage: '', languageCookie: '', pages: [] };

function parseListing(text: string): PrerenderedListing {
  const listing = JSON.parse(text) as Partial<PrerenderedListing>;
  if (typeof listing.defaultLanguage !== 'string' || typeof listing.languageCookie !== 'string' || !Array.isArray(listing.pages)) {
    return none;
  }
  return listing as PrerenderedListing;
}

export interface PrerenderedPages {
  /** The page file (relative to the client folder) for this request's path in the language its cookie names. */
  pageFor(c: Context, pathname: string): string | null;
  /** Every prerendered page file. */
  files(): string[];
}

/**
 * The pages the build drew in advance, one per language. The language comes from the visitor's cookie, checked
 * against the build's list (anything else gets the default language), so a forged cookie picks nothing but one of
 * the build's own files.
 */
export function prerenderedPages(clientDist: string): PrerenderedPages {
  const listing = watchedBuildFile(path.join(clientDist, '.vite', 'prerendered.json'), parseListing, none);
  return {
    pageFor(c, pathname) {
      const { defaultLanguage, languageCookie, pages } = listing();
      const page = pages.find((candidate) => routeMatches(candidate.pattern, pathname));
      if (!page) return null;
      const wanted = languageCookie ? getCookie(c, languageCookie) : undefined;
      const language = wanted !== undefined && Object.hasOwn(page.files, wanted) ? wanted : defaultLanguage;
      return page.files[language] ?? null;
    },
    files: () => listing().pages.flatMap((page) => Object.values(page.files)),
  };
}
