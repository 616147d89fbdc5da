import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { API_BASE } from '../../contract/base.ts';
import { earlyBoot, type EarlyBootConfig } from '../../src/lib/boot/early-boot.ts';
import { languages, defaultLanguage } from '../../src/lib/i18n/languages.ts';
import { personalWorkspace } from '../../src/domain/workspace/personal-workspace.ts';
import { storageKeys } from '../../src/lib/storage.ts';
import { staticClosure } from './chunk-graph.ts';
import { loadedAtOnce, routeModules } from './route-modules.ts';

/** The font each language's text shows first (src/design-system/theme/fonts.css): preloaded with the HTML. */
const firstFonts: Record<string, RegExp[]> = {
  en: [/^assets\/inter-latin-400-normal-[\w-]+\.woff2$/],
  ar: [/^assets\/noto-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/],
};

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** Where the build leaves each route's first files for the server (server/http/client-app.ts reads it). */
export const ROUTE_HINTS_FILE = '.vite/route-hints.json';

export interface RouteHints {
  routes: Array<{ pattern: string; files: string[] }>;
}

/** The boot script's settings for this build: per route, the chunks index.html does not already preload. */
function earlyBootConfig(bundle: OutputBundle, root: string, base = '/'): EarlyBootConfig {
  const entry = chunks(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  const preloaded = staticClosure(bundle, entry.fileName);
  const chunkOf = (module: string) => {
    const found = chunks(bundle).find((chunk) => chunk.facadeModuleId === `${root}/${module}`);
    if (!found) throw new Error(`No chunk for the route module or eager part ${module}`);
    return found.fileName;
  };
  const cssOf = (file: string) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  };
  const preloadedCss = new Set([...preloaded].flatMap(cssOf));
  const routes = routeModules.map((route) => {
    const closure = new Set(loadedAtOnce(route).flatMap((module) => [...staticClosure(bundle, chunkOf(module))]));
    const scripts = [...closure].filter((file) => !preloaded.has(file));
    const styles = [...new Set(scripts.flatMap(cssOf))].filter((file) => !preloadedCss.has(file));
    const files = [...styles, ...scripts].map((file) => base + file);
    return { pattern: route.pattern, needsSession: route.needsSession, files, ...(route.requests ? { requests: route.requests } : {}) };
  });
  const assets = Object.keys(bundle);
  const fonts = Object.fromEntries(
    Object.entries(firstFonts).map(([language, patterns]) => [
      language,
      patterns.flatMap((pattern) => assets.filter((file) => pattern.test(file)).map((file) => base + file)),
    ]),
  );
  return {
    apiBase: API_BASE,
    mePath: '/user/me',
    languageKey: storageKeys.language,
    tokenKey: storageKeys.authToken,
    workspaceKey: storageKeys.activeWorkspace,
    personalWorkspace,
    languages: Object.fromEntries(Object.entries(languages).map(([code, language]) => [code, language.dir])),
    defaultLanguage,
    fonts,
    routes,
    signInRoute: '/auth',
  };
}

/** The inline script for index.html (the server allows it in its content security policy by its hash). */
function earlyBootScript(config: EarlyBootConfig): string {
  return `(${earlyBoot.toString()})(${JSON.stringify(config)}, window);`;
}

/**
 * The Vite plugin: writes the boot script into index.html's head right after the charset (before any
 * stylesheet, which would hold an inline script back), so the language file, the session check, the route's
 * chunks and its font start downloading with the HTML.
 */
export function bootHints(): Plugin {
  let root = '';
  let base = '/';
  let bootConfig: EarlyBootConfig | null = null;
  return {
    name: 'studio:boot-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context): string {
        if (!context.bundle) return html;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html needs a <meta charset> for the boot script to follow.');
        bootConfig = earlyBootConfig(context.bundle, root, base);
        const script = earlyBootScript(bootConfig);
        return html.replace(charset, (meta) => `${meta}\n    <script>${script}</script>`);
      },
    },
    // The same per-route files for the server, which names them in a Link header on the page's own answer.
    writeBundle(options) {
      if (!bootConfig || !options.dir) return;
      const hints: RouteHints = { routes: bootConfig.routes.map(({ pattern, files }) => ({ pattern, files })) };
      mkdirSync(path.join(options.dir, '.vite'), { recursive: true });
      writeFileSync(path.join(options.dir, ROUTE_HINTS_FILE), JSON.stringify(hints));
    },
  };
}
