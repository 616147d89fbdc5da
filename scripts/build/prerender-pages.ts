import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { defaultLanguage, LANGUAGE_COOKIE, languages, type Language } from '../../src/lib/i18n/languages.ts';
import type { Translations } from '../../src/lib/i18n/translations.ts';
import { ROUTE_HINTS_FILE, type RouteHints } from './boot-hints.ts';
import { fillPageTemplate } from './prerender-template.ts';

type Audience = 'guest' | 'member';

/**
 * The pages drawn at build time: the sign-in page, and the frame and loading state of the screens a member lands
 * on most, whose first screen shows nothing of the user. `path` is the one drawn for a pattern's every path.
 */
const prerenderedRoutes: ReadonlyArray<{ pattern: string; path: string; name: string; audience: Audience }> = [
  { pattern: '/auth', path: '/auth', name: 'auth', audience: 'guest' },
  { pattern: '/workshop/*', path: '/workshop/default', name: 'workshop', audience: 'member' },
  { pattern: '/gallery', path: '/gallery', name: 'gallery', audience: 'member' },
  { pattern: '/studio', path: '/studio', name: 'studio', audience: 'member' },
];

/** Where the build lists the prerendered pages for the server (server/http/prerendered-pages.ts reads it). */
const PRERENDERED_FILE = '.vite/prerendered.json';

interface PrerenderedPages {
  /** The language a visitor who has not chosen one sees. */
  defaultLanguage: Language;
  /** The cookie that holds a visitor's choice (src/lib/i18n/language-preference.ts writes it). */
  languageCookie: string;
  /** Per route pattern, the page file of each language, relative to the client folder. */
  pages: Array<{ pattern: string; files: Partial<Record<Language, string>> }>;
}

type PrerenderPage = (path: string, language: Language, translations: Translations, audience: Audience) => Promise<string>;

/** Builds the prerender entry for Node, beside the client build, and loads it. */
async function loadPrerenderer(root: string, outDir: string): Promise<PrerenderPage> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: 'src/app/prerender/prerender-page.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender-page.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(path.join(outDir, 'prerender-page.mjs')).href)) as { prerenderPage: PrerenderPage };
  return module.prerenderPage;
}

/**
 * The Vite plugin: once the client is written, renders each page of `prerenderedRoutes` in each language into a
 * copy of index.html, with the stylesheets its first screen needs inlined, so the HTML paints the page. Runs
 * before the precompression, which then covers these pages too.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let clientDir = '';
  let isAppBuild = false;
  return {
    name: 'studio:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      clientDir = path.resolve(config.root, config.build.outDir);
      // Only the app's own build: not a survey that writes nothing, nor a build of other pages (Storybook's).
      const options = config.build;
      isAppBuild = options.write && !options.ssr && !options.lib && !options.rolldownOptions.input;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!isAppBuild) return;
        const serverDir = path.join(root, 'node_modules', '.cache', 'studio-prerender');
        const render = await loadPrerenderer(root, serverDir);
        const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
        const hints = JSON.parse(readFileSync(path.join(clientDir, ROUTE_HINTS_FILE), 'utf8')) as RouteHints;
        const listing: PrerenderedPages = { defaultLanguage, languageCookie: LANGUAGE_COOKIE, pages: [] };
        mkdirSync(path.join(clientDir, 'prerendered'), { recursive: true });
        for (const route of prerenderedRoutes) {
          const styles = (hints.routes.find((hint) => hint.pattern === route.pattern)?.files ?? []).filter((file) => file.endsWith('.css'));
          const css = styles.map((file) => ({ href: file, text: readFileSync(path.join(clientDir, file), 'utf8') }));
          const files: Partial<Record<Language, string>> = {};
          for (const language of Object.keys(languages) as Language[]) {
            const translations = JSON.parse(
              readFileSync(path.join(clientDir, 'assets', 'lang', `${language}.json`), 'utf8'),
            ) as Translations;
            const markup = await render(route.path, language, translations, route.audience);
            const file = `prerendered/${route.name}.${language}.html`;
            const direction = languages[language].dir;
            const page = fillPageTemplate(template, { markup, language, direction, audience: route.audience, styles: css });
            writeFileSync(path.join(clientDir, file), page);
            files[language] = file;
          }
          listing.pages.push({ pattern: route.pattern, files });
        }
        writeFileSync(path.join(clientDir, PRERENDERED_FILE), JSON.stringify(listing));
        rmSync(serverDir, { recursive: true, force: true });
        this.info(`prerendered ${listing.pages.length} page(s) in ${Object.keys(languages).length} languages`);
      },
    },
  };
}
