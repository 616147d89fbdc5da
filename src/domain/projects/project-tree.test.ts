import { describe, expect, it } from 'vitest';
import { buildProject } from '@mocks/fixtures/project.fixtures';
import { buildProjectTree, disabledMoveTargets, flattenProjectTree, projectPath } from './project-tree';

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('the project tree', () => {
  const projects = [
    buildProject({ id: 'a', project_name: 'Alpha', updated_at: at(1) }),
    buildProject({ id: 'b', project_name: 'Beta', updated_at: at(5) }),
    buildProject({ id: 'a1', project_name: 'Alpha one', parent_id: 'a', updated_at: at(2) }),
    buildProject({ id: 'a2', project_name: 'Alpha two', parent_id: 'a', updated_at: at(3) }),
    buildProject({ id: 'a21', project_name: 'Deep', parent_id: 'a2', updated_at: at(4) }),
    // Shared with the user below a project they cannot see: it sits at the top.
    buildProject({ id: 's', project_name: 'Shared', parent_id: 'hidden', updated_at: at(0) }),
  ];

  it('nests the flat list, newest change first on each level, with depths', () => {
    const flat = flattenProjectTree(buildProjectTree(projects)).map((node) => `${'-'.repeat(node.depth)}${node.project.id}`);
    expect(flat).toEqual(['b', 'a', '-a2', '--a21', '-a1', 's']);
  });

  it('disables every move target that is or lies inside a moved project, never anything else', () => {
    const tree = buildProjectTree(projects);
    expect([...disabledMoveTargets(tree, ['a2'])].toSorted()).toEqual(['a2', 'a21']);
    expect([...disabledMoveTargets(tree, ['a', 'b'])].toSorted()).toEqual(['a', 'a1', 'a2', 'a21', 'b']);
    expect(disabledMoveTargets(tree, [])).toEqual(new Set());
  });

  it('walks the path from the top to a project', () => {
    expect(projectPath(projects, 'a21').map((project) => project.id)).toEqual(['a', 'a2', 'a21']);
    expect(projectPath(projects, 'missing')).toEqual([]);
  });
});
