import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SSRProvider, useIsSSR, useSSRSafeId } from './react-aria-ssr';

function Probe({ defaultId }: { defaultId?: string }) {
  return createElement('p', { id: useSSRSafeId(defaultId) }, String(useIsSSR()));
}

describe("the stand-in for React Aria's SSR module", () => {
  it('says it renders on the server when the build draws a page', () => {
    expect(renderToString(createElement(Probe))).toMatch(/>true<\/p>$/);
  });

  it("gives React's own id with React Aria's prefix, as React Aria does on the server and while hydrating", () => {
    const html = renderToString(createElement('div', null, createElement(Probe), createElement(Probe)));
    const ids = [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^react-aria-_R_\w+_$|^react-aria-«R\w+»$/);
  });

  it('keeps an id given to it', () => {
    expect(renderToString(createElement(Probe, { defaultId: 'prompt' }))).toContain('id="prompt"');
  });

  it('renders what SSRProvider wraps, as React Aria does on React 18 and later', () => {
    expect(renderToString(createElement(SSRProvider, null, createElement('b', null, 'inside')))).toBe('<b>inside</b>');
  });
});
