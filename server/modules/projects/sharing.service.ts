import { randomBytes } from 'node:crypto';
import { errorCodes, projectPermissionLevels, type ProjectPermissionLevel } from '../../../contract';
import type { ProjectInvitationRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { HttpError, notFound } from '../../http-error';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Logger } from '../../logger';
import type { Notifier } from '../notifications';
import { hasPermission, permissionDenied } from '../permissions';
import type { UserDirectory } from '../user';
import { invitationMail } from './project-mails';
import type { ProjectsDeps } from './projects.service';
import {
  addMember,
  closeInvitation,
  collaborators,
  countPendingInvitations,
  findMember,
  findPendingByToken,
  invitationsFor,
  pendingInvitationsOf,
  removeMember,
  setMemberPermission,
  upsertInvitation,
} from './sharing.repository';

/** Open invitations one project may have at once: enough for a studio, too few to spam from. */
const MAX_PENDING_INVITATIONS = 50;

const invitationNotFound = () => notFound('Invitation not found.');
const collaboratorNotFound = () => notFound('Collaborator not found.');
const SHARE_DENIED = 'Sharing projects is not available in your current plan.';

const pendingView = (row: ProjectInvitationRow) => ({
  id: row.id,
  invitee_email: row.inviteeEmail,
  permission_level: row.permission,
  sent_on: row.createdAt.toISOString(),
});

export function createSharingService(
  deps: ProjectsDeps & { users: UserDirectory; notifier: Notifier; mailer: Mailer; logger: Logger; publicUrl: string },
) {
  /** Sharing is the owner's, on a tier that may share, and never of a team project (the team shares it). */
  async function requireSharer(userId: string, projectId: string) {
    const access = await deps.access.require(userId, projectId, 'owner');
    if (access.project.teamId !== null) throw permissionDenied('A team project is shared with its team.');
    return access;
  }

  async function caller(userId: string) {
    const user = await deps.users.byId(userId);
    if (!user) throw notFound('User not found.');
    return user;
  }

  return {
    async sharing(userId: string, projectId: string) {
      await requireSharer(userId, projectId);
      const mayShare = hasPermission(await deps.permissions.rulesForUser(userId), 'projects.canShare');
      const [people, pending] = await Promise.all([collaborators(deps.db, projectId), pendingInvitationsOf(deps.db, projectId)]);
      return {
        collaborators: people.map((person) => ({
          user_id: person.userId,
          display_name: person.username,
          email: person.email,
          permission_level: person.permission,
        })),
        pending_invitations: pending.map(pendingView),
        canShare: mayShare,
        allowedPermissions: mayShare ? [...projectPermissionLevels] : [],
      };
    },

    async share(userId: string, projectId: string, input: { email: string; permission: ProjectPermissionLevel }) {
      const { project } = await requireSharer(userId, projectId);
      await deps.permissions.require(userId, 'projects.canShare', SHARE_DENIED);
      const inviter = await caller(userId);
      const email = input.email.toLowerCase();
      if (email === inviter.email) throw new HttpError(errorCodes.validation, 'You cannot invite yourself.');
      const invitee = await deps.users.byEmail(email);
      if (invitee && (await findMember(deps.db, projectId, invitee.id))) {
        throw new HttpError(errorCodes.alreadyMember, 'This person already has access to the project.');
      }
      if ((await countPendingInvitations(deps.db, projectId)) >= MAX_PENDING_INVITATIONS) {
        throw new HttpError(errorCodes.projectLimit, `A project can have at most ${MAX_PENDING_INVITATIONS} pending invitations.`);
      }
      const row = await upsertInvitation(deps.db, {
        projectId,
        inviterUserId: userId,
        inviteeEmail: email,
        permission: input.permission,
        token: randomBytes(24).toString('base64url'),
        at: deps.clock.now(),
      });
      const mail = invitationMail({
        to: email,
        inviterName: inviter.username,
        projectName: project.name,
        permission: input.permission,
        publicUrl: deps.publicUrl,
      });
      // The invitation stands without the mail: it is listed in the invitee's notifications either way.
      await deps.mailer.send(mail).catch((error: unknown) => deps.logger.error('Could not mail a project invitation', { error }));
      // Someone without an account yet finds the invitation among their pending ones once they sign up.
      if (invitee) {
        await deps.notifier.notify({
          userId: invitee.id,
          code: 'project_invitation',
          params: { inviter_name: inviter.username, project_name: project.name, permission: input.permission },
        });
      }
      return { invitation: pendingView(row) };
    },

    async cancelInvitation(userId: string, projectId: string, email: string) {
      await requireSharer(userId, projectId);
      const closed = await closeInvitation(deps.db, { projectId, inviteeEmail: email.toLowerCase() }, 'cancelled', deps.clock.now());
      if (!closed) throw invitationNotFound();
      return { success: true as const };
    },

    async updateCollaborator(userId: string, projectId: string, memberId: string, permission: ProjectPermissionLevel) {
      await requireSharer(userId, projectId);
      const row = isUuid(memberId) ? await setMemberPermission(deps.db, projectId, memberId, permission) : null;
      if (!row) throw collaboratorNotFound();
      const member = await deps.users.byId(memberId);
      return { user_id: memberId, display_name: member?.username ?? '', email: member?.email ?? '', permission_level: row.permission };
    },

    async removeCollaborator(userId: string, projectId: string, memberId: string) {
      await requireSharer(userId, projectId);
      if (!isUuid(memberId) || !(await removeMember(deps.db, projectId, memberId))) throw collaboratorNotFound();
      return { success: true as const };
    },

    async leave(userId: string, projectId: string) {
      const access = await deps.access.require(userId, projectId, 'viewer');
      if (access.role === 'owner') throw permissionDenied('You own this project: delete it instead of leaving it.');
      // Only a direct membership can be left; access through a project above ends by leaving that one.
      if (!(await removeMember(deps.db, projectId, userId))) {
        throw permissionDenied('This project is shared with you through a project above it: leave that one.');
      }
      return { success: true as const };
    },

    async pending(userId: string) {
      const user = await caller(userId);
      const rows = await invitationsFor(deps.db, user.email);
      return {
        invitations: rows.map((row) => ({
          token: row.token,
          inviter_name: row.inviterName ?? '',
          project_name: row.projectName,
          invitee_email: row.inviteeEmail,
          permission_level: row.permission,
          sent_on: row.createdAt.toISOString(),
        })),
      };
    },

    /** Only the address the invitation was sent to may answer it: a forwarded token is worth nothing. */
    async respond(userId: string, token: string, answer: 'accept' | 'decline') {
      const user = await caller(userId);
      return deps.db.transaction(async (tx) => {
        const invitation = await findPendingByToken(tx, token);
        if (!invitation || invitation.inviteeEmail !== user.email) throw invitationNotFound();
        const now = deps.clock.now();
        const closed = await closeInvitation(tx, { token }, answer === 'accept' ? 'accepted' : 'declined', now);
        // Answered twice at once: the other answer won.
        if (!closed) throw invitationNotFound();
        if (answer === 'accept') {
          const access = await deps.access.resolve(userId, invitation.projectId, tx);
          if (access?.role !== 'owner') await addMember(tx, invitation.projectId, userId, invitation.permission, now);
        }
        return invitation.projectId;
      });
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
