import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure, reactRouterProduction } from './pure-react-router';

const productionDir = 'node_modules/react-router/dist/production';
const chunks = readdirSync(productionDir).filter((file) => /^chunk-[A-Z0-9]+\.mjs$/.test(file));
const routerChunk = chunks.map((file) => readFileSync(`${productionDir}/${file}`, 'utf8')).find((code) => code.includes('var Link ='));

describe('markReactRouterPure', () => {
  it("marks React Router's component definitions pure and drops their display names", () => {
    expect(routerChunk).toBeDefined();
    const original = routerChunk ?? '';
    expect(original).toMatch(/^var Link = React\d*\.forwardRef\(/m);
    expect(original).toContain('Link.displayName = "Link";');
    const marked = markReactRouterPure(original);
    expect(marked).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(marked).not.toMatch(/^\w+\.displayName = /m);
  });

  it('points the build at files that exist', () => {
    for (const { replacement } of reactRouterProduction) expect(() => readFileSync(replacement)).not.toThrow();
  });
});
