import type { Project } from '@contract/browser';

export type ItemAction = 'rename' | 'move' | 'share' | 'open' | 'delete' | 'leave';

/**
 * The item menu (spec part 2 §2): Rename, Move, Share when the project's canShare allows, Open in My Studio and
 * Delete for its owner; a collaborator sees Open in My Studio and 'Leave Project' instead. Apart from the
 * sidebar's item so that My Studio's actions take the list without the sidebar's code (the first load's weight).
 */
export function itemActions(project: Project): ItemAction[] {
  if (project.permission_level !== 'owner') return ['open', 'leave'];
  return ['rename', 'move', ...(project.canShare ? (['share'] as const) : []), 'open', 'delete'];
}
