import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, type PreloadableComponent } from './preloadable';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

const page = (Lazy: PreloadableComponent<{ name: string }>) =>
  renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Lazy, { name: 'Ada' })));

describe('preloadable', () => {
  it('loads the code once however often it is preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends, as React.lazy does, while its code has not arrived', () => {
    const Lazy = preloadable(async () => Greeting);
    expect(page(Lazy)).toContain('loading');
    expect(page(Lazy)).not.toContain('Hello');
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const Lazy = preloadable(async () => Greeting);
    await Lazy.preload();
    expect(page(Lazy)).toContain('<p>Hello Ada</p>');
    expect(page(Lazy)).not.toContain('loading');
  });
});
