import { describe, expect, it } from 'vitest';
import { findCycles } from './cycles';

describe('findCycles', () => {
  it('finds each loop once, self-imports included, and ignores chains that end', () => {
    const edges = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'a' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'd' },
      { from: 'e', to: 'e' },
    ];
    expect(findCycles(['a', 'b', 'c', 'd', 'e'], edges)).toEqual([['a', 'b'], ['e']]);
  });

  it('walks a chain far longer than the call stack allows', () => {
    const nodes = Array.from({ length: 50_000 }, (_, index) => `n${index}`);
    const edges = nodes.slice(1).map((node, index) => ({ from: nodes[index]!, to: node }));
    expect(findCycles(nodes, edges)).toEqual([]);
    expect(findCycles(nodes, [...edges, { from: nodes.at(-1)!, to: nodes[0]! }])[0]).toHaveLength(50_000);
    // A fifth of a second on an idle machine, but pure CPU: a loaded one has needed more than the default 5 s.
  }, 30_000);
});
