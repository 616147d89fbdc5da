import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/**
 * The Vite plugin: puts the entry's stylesheets (a few kB) into index.html, so the first paint waits for no
 * request after the HTML. Each link stays, with `media="not all"`, so that Vite's loader still finds it and
 * does not add the same sheet again when a lazy chunk that shares it loads.
 */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'studio:inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(stylesheetLink, (link, href: string) => {
          const asset = bundle[href.slice(base.length)];
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>\n    <link rel="stylesheet" crossorigin href="${href}" media="not all">`;
        });
      },
    },
  };
}
