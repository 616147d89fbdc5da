import {
  acceptProjectInvitation,
  cancelProjectInvitation,
  createProject,
  declineProjectInvitation,
  deleteProjectItems,
  getProjectContent,
  getProjectSharing,
  leaveProject,
  listPendingProjectInvitations,
  listProjects,
  moveProjectItems,
  removeProjectCollaborator,
  renameProject,
  shareProject,
  updateProjectCollaborator,
} from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { ProjectItemsService } from './project-items.service';
import type { ProjectsService } from './projects.service';
import type { SharingService } from './sharing.service';

const user = (ctx: Parameters<typeof requireSession>[0]) => requireSession(ctx).userId;

export function registerProjectRoutes(
  router: ApiRouter,
  deps: { projects: ProjectsService; items: ProjectItemsService; sharing: SharingService },
): void {
  const { projects, items, sharing } = deps;
  router.implement(listProjects, async (ctx) => ({ projects: await projects.list(user(ctx), ctx.query.team_id) }));
  router.implement(createProject, async (ctx) => projects.create(user(ctx), ctx.body));
  router.implement(renameProject, async (ctx) => projects.rename(user(ctx), ctx.params.id, ctx.body));
  router.implement(getProjectContent, async (ctx) => projects.content(user(ctx), ctx.params.id, ctx.query));
  router.implement(moveProjectItems, async (ctx) => items.move(user(ctx), ctx.body));
  router.implement(deleteProjectItems, async (ctx) => items.delete(user(ctx), ctx.body));
  router.implement(getProjectSharing, async (ctx) => sharing.sharing(user(ctx), ctx.params.id));
  router.implement(shareProject, async (ctx) => sharing.share(user(ctx), ctx.params.id, ctx.body));
  router.implement(cancelProjectInvitation, async (ctx) => sharing.cancelInvitation(user(ctx), ctx.params.id, ctx.body.email));
  router.implement(updateProjectCollaborator, async (ctx) =>
    sharing.updateCollaborator(user(ctx), ctx.params.id, ctx.params.userId, ctx.body.permission),
  );
  router.implement(removeProjectCollaborator, async (ctx) => sharing.removeCollaborator(user(ctx), ctx.params.id, ctx.params.userId));
  router.implement(leaveProject, async (ctx) => sharing.leave(user(ctx), ctx.params.id));
  router.implement(listPendingProjectInvitations, async (ctx) => sharing.pending(user(ctx)));
  router.implement(acceptProjectInvitation, async (ctx) => ({ project_id: await sharing.respond(user(ctx), ctx.body.token, 'accept') }));
  router.implement(declineProjectInvitation, async (ctx) => {
    await sharing.respond(user(ctx), ctx.body.token, 'decline');
    return { success: true as const };
  });
}
