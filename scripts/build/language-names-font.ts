import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { languages } from '../../src/lib/i18n/languages.ts';

/** The family the theme gives a language's own name on a page in another language (design-system/theme/fonts.css). */
const LANGUAGE_NAMES_FAMILY = 'Studio Language Names';

/** The Arabic weights a language name is drawn in: menu items (400, 500) and the sign-in page's toggle (600 shows as 700). */
const arabicWeights = [400, 500, 700] as const;

const require = createRequire(import.meta.url);
const arabicFile = (weight: number) => require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`);

/** Every character of the languages' own names outside Latin (which Inter draws): the glyphs the small faces keep. */
export function languageNameCharacters(): string {
  const names = Object.values(languages).map((language) => language.nativeName);
  return [...new Set([...names.join('')].filter((character) => (character.codePointAt(0) ?? 0) > 0x24f))].join('');
}

export interface LanguageNameFace {
  weight: number;
  fileName: string;
  source: Uint8Array;
}

/** One small face per weight: Noto Sans Arabic cut to the characters of the names, shaping rules included. */
export async function languageNameFaces(assetsDir = 'assets'): Promise<LanguageNameFace[]> {
  const text = languageNameCharacters();
  return Promise.all(
    arabicWeights.map(async (weight) => {
      const source = new Uint8Array(await subsetFont(readFileSync(arabicFile(weight)), text, { targetFormat: 'woff2' }));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      return { weight, fileName: `${assetsDir}/language-names-${weight}-${hash}.woff2`, source };
    }),
  );
}

export function languageNameFontFaces(faces: LanguageNameFace[], base: string): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:'${LANGUAGE_NAMES_FAMILY}';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${base}${face.fileName}) format('woff2')}`,
    )
    .join('');
}

/**
 * The Vite plugin. An English page names Arabic in Arabic (the sign-in page's language toggle, the user menu),
 * which would download the whole Noto Sans Arabic face (about 50 kB a weight) for one word. The build cuts that
 * face down to the names' letters (about 3 kB a weight) and declares it in index.html, so an English page fetches
 * only the small file; an Arabic page uses the full face as before. Without a build (Storybook, the dev server)
 * the family is missing and the names fall back to the full face.
 */
export function languageNamesFont(): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  let faces: LanguageNameFace[] = [];
  return {
    name: 'studio:language-names-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    async buildStart() {
      faces = await languageNameFaces(assetsDir);
      for (const face of faces) this.emitFile({ type: 'asset', fileName: face.fileName, source: face.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (faces.length === 0) return html;
        return html.replace('</head>', `  <style>${languageNameFontFaces(faces, base)}</style>\n  </head>`);
      },
    },
  };
}
