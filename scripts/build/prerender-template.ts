/** index.html's app placeholder: the boot screen between these markers, inside #root. */
const appSlot = /<div id="root">\s*<!--app-->([\s\S]*?)<!--\/app-->\s*<\/div>/;
const htmlTag = /<html lang="[^"]*" dir="[^"]*">/;
/** The app's entry and the chunks it imports, as Vite writes them into index.html. */
const entryScript = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const entryImport = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface PageFill {
  /** The app's prerendered markup for #root. */
  markup: string;
  language: string;
  direction: 'ltr' | 'rtl';
  /** Whom the markup fits: a visitor without a session, or one with. */
  audience: 'guest' | 'member';
  /** The first screen's stylesheets, inlined; `href` is the file the app's loader would otherwise add. */
  styles: Array<{ href: string; text: string }>;
}

/**
 * index.html with the prerendered markup in #root. The app's entry and its imports are named in `data-entry`
 * instead of tags: the boot script starts them once the page has painted (or at once, for a visitor the page does
 * not fit), so they do not share the connection with what the first paint waits on. The boot screen moves beside it on standby: the boot script
 * shows it instead when the page does not fit the visitor (another language, a session on a guest's page, none on
 * a member's), and the app then renders afresh rather than hydrating. Each stylesheet's link stays with `media="not all"`, so the app's loader
 * finds it and does not add the same sheet again.
 */
export function fillPageTemplate(template: string, fill: PageFill): string {
  const slot = appSlot.exec(template);
  if (!slot) throw new Error('index.html has no <div id="root"><!--app-->…<!--/app--></div> to fill.');
  if (!htmlTag.test(template)) throw new Error('index.html needs <html lang dir> as its first tag.');
  const entry = entryScript.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no <script type="module" src> for the app.');
  const entryFiles = [entry, ...[...template.matchAll(entryImport)].map((match) => match[1]!)];
  const bootScreen = (slot[1] ?? '').replace('class="boot-screen"', 'class="boot-screen boot-screen-standby"');
  const styles = fill.styles
    .map(
      ({ href, text }) =>
        `<style>${text.replaceAll('</style', '<\\/style')}</style>\n    <link rel="stylesheet" crossorigin href="${href}" media="not all">`,
    )
    .join('\n    ');
  return template
    .replace(entryScript, '')
    .replaceAll(entryImport, '')
    .replace(
      htmlTag,
      `<html lang="${fill.language}" dir="${fill.direction}" data-prerendered="${fill.language}" data-prerendered-for="${fill.audience}" data-entry="${entryFiles.join(' ')}">`,
    )
    .replace(appSlot, () => `<div id="root">${fill.markup}</div>${bootScreen}`)
    .replace('</head>', () => `${styles ? `  ${styles}\n  ` : ''}</head>`);
}
