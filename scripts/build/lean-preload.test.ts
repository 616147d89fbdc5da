import { describe, expect, it } from 'vitest';
import { leanPreload } from './lean-preload';

type Resolve = (file: string, dependencies: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk', fileName, imports, isEntry });

function preparedPlugin() {
  const plugin = leanPreload();
  const config = (plugin.config as () => { build: { modulePreload: { resolveDependencies: Resolve } } })();
  const bundle = Object.fromEntries(
    [
      chunk('index.js', ['react.js'], true),
      chunk('react.js', []),
      chunk('route.js', ['aria.js']),
      chunk('aria.js', ['focus.js']),
      chunk('focus.js', []),
      chunk('dialog.js', ['aria.js', 'overlay.js', 'react.js']),
      chunk('overlay.js', ['focus.js']),
    ].map((output) => [output.fileName, output]),
  );
  (plugin.generateBundle as (options: object, bundle: object) => void)({}, bundle);
  return config.build.modulePreload.resolveDependencies;
}

describe('leanPreload', () => {
  it("drops from a lazy import's preload list what the importing chunk and the entry have loaded", () => {
    const resolve = preparedPlugin();
    const dialogGraph = ['dialog.js', 'aria.js', 'focus.js', 'overlay.js', 'react.js'];
    expect(resolve('dialog.js', dialogGraph, { hostId: 'route.js', hostType: 'js' })).toEqual(['dialog.js', 'overlay.js']);
    // From a chunk that has none of them, only the entry's share goes.
    expect(resolve('dialog.js', dialogGraph, { hostId: 'react.js', hostType: 'js' })).toEqual([
      'dialog.js',
      'aria.js',
      'focus.js',
      'overlay.js',
    ]);
  });

  it("leaves the page's own list alone", () => {
    const resolve = preparedPlugin();
    expect(resolve('index.js', ['index.js', 'react.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['index.js', 'react.js']);
  });
});
