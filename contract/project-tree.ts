/** A project as far as the tree goes: itself and the project it sits in (null at the top). */
export interface ProjectTreeNode {
  readonly id: string;
  readonly parent_id: string | null;
}

/**
 * The projects named and every project inside them, however deep: what a delete takes, as sub-projects go with
 * their parent. Plain data in, so the browser's optimistic delete and the mock backend walk the tree alike.
 */
export function withSubProjects(projects: readonly ProjectTreeNode[], projectIds: readonly string[]): Set<string> {
  const taken = new Set(projectIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const project of projects) {
      if (project.parent_id && taken.has(project.parent_id) && !taken.has(project.id)) {
        taken.add(project.id);
        grew = true;
      }
    }
  }
  return taken;
}
