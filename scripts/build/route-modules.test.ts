import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-modules';

describe('the route modules table', () => {
  it('names every lazy route module of the router, and only those', () => {
    const router = readFileSync('src/app/router.tsx', 'utf8');
    const lazy = [...router.matchAll(/import\('\.\/(routes\/[\w-]+)'\)/g)].map((match) => `src/app/${match[1]}.tsx`);
    expect(lazy.length).toBeGreaterThan(5);
    const named = new Set(routeModules.flatMap((route) => route.modules));
    expect([...new Set(lazy)].toSorted()).toEqual([...named].toSorted());
  });
});
