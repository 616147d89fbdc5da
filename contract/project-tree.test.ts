import { describe, expect, it } from 'vitest';
import { withSubProjects } from './project-tree';

const tree = [
  { id: 'top', parent_id: null },
  { id: 'child', parent_id: 'top' },
  { id: 'grandchild', parent_id: 'child' },
  { id: 'sibling', parent_id: null },
  { id: 'nephew', parent_id: 'sibling' },
];

describe('withSubProjects', () => {
  it('takes the projects named and everything inside them, however deep', () => {
    expect(withSubProjects(tree, ['top'])).toEqual(new Set(['top', 'child', 'grandchild']));
  });

  it('finds a sub-project listed before its parent', () => {
    expect(withSubProjects(tree.toReversed(), ['top'])).toEqual(new Set(['top', 'child', 'grandchild']));
  });

  it('leaves other branches alone, and takes nothing when nothing is named', () => {
    expect(withSubProjects(tree, ['child'])).toEqual(new Set(['child', 'grandchild']));
    expect(withSubProjects(tree, []).size).toBe(0);
  });
});
