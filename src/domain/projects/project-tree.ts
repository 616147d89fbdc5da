import type { Project } from '@contract/browser';

/** A project with its sub-projects, as the sidebar, the studio and the move picker show it. */
export interface ProjectNode {
  project: Project;
  children: ProjectNode[];
  /** 0 at the top of what the user sees. */
  depth: number;
}

const newestFirst = (a: ProjectNode, b: ProjectNode) =>
  b.project.updated_at.localeCompare(a.project.updated_at) || a.project.project_name.localeCompare(b.project.project_name);

/**
 * Nests the server's flat list (spec part 2 §3: children), each level newest change first (§2). A project whose
 * parent is not in the list sits at the top: a shared sub-project shows where sharing starts.
 */
export function buildProjectTree(projects: readonly Project[]): ProjectNode[] {
  const nodes = new Map(projects.map((project) => [project.id, { project, children: [] as ProjectNode[], depth: 0 }]));
  const roots: ProjectNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.project.parent_id ? nodes.get(node.project.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const settle = (level: ProjectNode[], depth: number) => {
    level.sort(newestFirst);
    for (const node of level) {
      node.depth = depth;
      settle(node.children, depth + 1);
    }
  };
  settle(roots, 0);
  return roots;
}

/** Every node, parents before their children, in display order. */
export function flattenProjectTree(roots: readonly ProjectNode[]): ProjectNode[] {
  return roots.flatMap((node) => [node, ...flattenProjectTree(node.children)]);
}

/** The ids of a project and everything below it. */
function subtreeIds(node: ProjectNode): string[] {
  return [node.project.id, ...node.children.flatMap(subtreeIds)];
}

/**
 * The move targets to disable (spec part 2 §4): a folder that is, or lies inside, a moved project. The root is
 * always valid, so it is never in the set.
 */
export function disabledMoveTargets(roots: readonly ProjectNode[], movedProjectIds: readonly string[]): Set<string> {
  const moved = new Set(movedProjectIds);
  const disabled = new Set<string>();
  for (const node of flattenProjectTree(roots)) if (moved.has(node.project.id)) for (const id of subtreeIds(node)) disabled.add(id);
  return disabled;
}

/** The project and its ancestors' names from the top, for a breadcrumb; empty for an unknown id. */
export function projectPath(projects: readonly Project[], projectId: string): Project[] {
  const byId = new Map(projects.map((project) => [project.id, project]));
  const path: Project[] = [];
  let current = byId.get(projectId);
  while (current && path.length < 64) {
    path.unshift(current);
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return path;
}
