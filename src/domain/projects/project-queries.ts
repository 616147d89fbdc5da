import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getProjectContent,
  getProjectSharing,
  listPendingProjectInvitations,
  listProjects,
  notificationLimits,
  projectLimits,
} from '@contract/browser';
import { api } from '../session';
import { projectKeys } from './keys';

/** The caller's projects in a workspace and those shared with them, flat (build the tree with buildProjectTree). */
export function projectsQueryOptions(teamId: string | null) {
  return queryOptions({
    queryKey: projectKeys.list(teamId),
    queryFn: ({ signal }) => api(listProjects, { query: teamId ? { team_id: teamId } : {} }, { signal }),
    select: (answer) => answer.projects,
  });
}

/** A project's page by page: the project, its path, sub-projects and creations (20 a page, spec part 2 §9). */
export function projectContentInfiniteQueryOptions(projectId: string) {
  return infiniteQueryOptions({
    queryKey: projectKeys.content(projectId),
    queryFn: ({ pageParam, signal }) =>
      api(
        getProjectContent,
        { params: { id: projectId }, query: { per_page: projectLimits.contentPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: projectId !== '',
  });
}

/**
 * Who has access and who is invited: the share dialog's lists (the owner's only). Never fresh for long: an invitee
 * accepts or declines elsewhere, so each opening of the dialog shows what it had and asks again.
 */
export function projectSharingQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.sharing(projectId),
    queryFn: ({ signal }) => api(getProjectSharing, { params: { id: projectId } }, { signal }),
    enabled: projectId !== '',
    staleTime: 0,
  });
}

/**
 * Invitations waiting for the user, for the notification centre. The bell polls them every 60 s with the
 * notifications (spec part 1 §9); until the next poll what it fetched is fresh.
 */
export function pendingProjectInvitationsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.pendingInvitations(),
    queryFn: ({ signal }) => api(listPendingProjectInvitations, {}, { signal }),
    select: (answer) => answer.invitations,
    staleTime: notificationLimits.pollIntervalMs,
  });
}
