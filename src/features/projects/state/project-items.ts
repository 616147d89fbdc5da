import type { ProjectNode } from '@/domain/projects';
import { mediaLabel } from '@/domain/generation';
import type { StudioEntry } from './use-studio-content';

/** What a move or delete names (spec part 2 §3 Move/delete item): a project or a creation. */
export interface ProjectItem {
  id: string;
  type: 'project' | 'asset';
  name: string;
}

export const projectItem = (node: Pick<ProjectNode, 'project'>): ProjectItem => ({
  id: node.project.id,
  type: 'project',
  name: node.project.project_name,
});

/** The calls' two id lists for a mixed selection. */
export function splitItems(items: readonly ProjectItem[]): { projectIds: string[]; contentIds: string[] } {
  return {
    projectIds: items.filter((item) => item.type === 'project').map((item) => item.id),
    contentIds: items.filter((item) => item.type === 'asset').map((item) => item.id),
  };
}

/** A studio entry as a move or delete names it. */
export const entryItem = (entry: StudioEntry): ProjectItem =>
  entry.kind === 'project'
    ? { id: entry.id, type: 'project', name: entry.project.project_name }
    : { id: entry.id, type: 'asset', name: mediaLabel(entry.media) };
