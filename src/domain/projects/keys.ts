/**
 * Query keys of projects and sharing. No key carries the session token (every change of session clears the
 * cache). `lists()` matches the project list of every workspace; `content(id)` every page of one project.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (teamId: string | null) => [...projectKeys.lists(), teamId] as const,
  contents: () => [...projectKeys.all, 'content'] as const,
  content: (projectId: string) => [...projectKeys.contents(), projectId] as const,
  sharing: (projectId: string) => [...projectKeys.all, 'sharing', projectId] as const,
  pendingInvitations: () => [...projectKeys.all, 'pending-invitations'] as const,
};
