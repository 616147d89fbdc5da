import { randomBytes } from 'node:crypto';
import { errorCodes, teamLimits, type TeamMemberRole } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http-error';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Logger } from '../../logger';
import { permissionDenied } from '../permissions';
import type { UserDirectory } from '../user';
import { teamNotFound, type TeamAccessService } from './team-access';
import {
  closeInvitation,
  countPendingInvitations,
  findInvitation,
  findPendingByToken,
  invitationsFor,
  upsertInvitation,
} from './team-invitations.repository';
import { teamInvitationMail } from './team-mails';
import type { TeamNotifier } from './team-notices';
import { invitationView, type TeamSettings } from './team-views';
import { addMember, countMembers, findMembership, lockTeam } from './teams.repository';

const JOINING_CLOSED = 'Joining teams is not available right now.';
const TEAM_FULL = 'This team has reached its maximum number of members.';
const INVITATION_EXPIRED = 'This invitation has expired. Ask for a new one.';
const DAY_MS = 24 * 60 * 60 * 1000;

const invitationNotFound = () => notFound('Invitation not found.');
const teamFull = () => new HttpError(errorCodes.teamFull, TEAM_FULL);

export function createTeamInvitationsService(deps: {
  db: Database;
  clock: Clock;
  access: TeamAccessService;
  users: UserDirectory;
  mailer: Mailer;
  logger: Logger;
  notifier: TeamNotifier;
  settings: TeamSettings;
  publicUrl: string;
}) {
  async function caller(userId: string) {
    const user = await deps.users.byId(userId);
    if (!user) throw notFound('User not found.');
    return user;
  }

  return {
    /** Members and open invitations together may not pass the team's maximum: every invitation can be accepted. */
    async invite(userId: string, teamId: string, input: { email: string; role: TeamMemberRole }) {
      const { team } = await deps.access.requireManager(userId, teamId);
      if (!deps.settings.canJoin) throw permissionDenied(JOINING_CLOSED);
      const inviter = await caller(userId);
      const email = input.email.toLowerCase();
      if (email === inviter.email) throw new HttpError(errorCodes.validation, 'You cannot invite yourself.');
      const invitee = await deps.users.byEmail(email);
      if (invitee && (await findMembership(deps.db, teamId, invitee.id))) {
        throw new HttpError(errorCodes.alreadyMember, 'This person is already a member of the team.');
      }
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + teamLimits.invitationLifetimeDays * DAY_MS);
      const invitationId = await deps.db.transaction(async (tx) => {
        if (!(await lockTeam(tx, teamId))) throw teamNotFound();
        // Inviting an address again renews its open invitation: only the others count against the limits.
        const pending = await countPendingInvitations(tx, teamId, now, email);
        if (pending >= teamLimits.maxPendingInvitations) {
          throw new HttpError(errorCodes.teamLimit, `A team can have at most ${teamLimits.maxPendingInvitations} pending invitations.`);
        }
        const { members } = await countMembers(tx, teamId);
        if (members + pending >= deps.settings.maxMembersPerTeam) throw teamFull();
        const token = randomBytes(24).toString('base64url');
        return upsertInvitation(tx, { teamId, inviterUserId: userId, inviteeEmail: email, role: input.role, token, at: now, expiresAt });
      });
      const row = await findInvitation(deps.db, invitationId);
      if (!row) throw new Error('A team invitation vanished right after it was written');
      const mail = teamInvitationMail({
        to: email,
        inviterName: inviter.username,
        teamName: team.name,
        role: input.role,
        expiresAt,
        publicUrl: deps.publicUrl,
      });
      // The invitation stands without the mail: it is listed on the invitee's Teams page either way.
      await deps.mailer.send(mail).catch((error: unknown) => deps.logger.error('Could not mail a team invitation', { error }));
      if (invitee) {
        await deps.notifier.notify(invitee.id, {
          kind: 'team_invitation',
          teamId,
          teamName: team.name,
          inviterName: inviter.username,
          role: input.role,
        });
      }
      return { invitation: invitationView(row) };
    },

    async cancel(userId: string, teamId: string, email: string) {
      await deps.access.requireManager(userId, teamId);
      const closed = await closeInvitation(deps.db, { teamId, inviteeEmail: email.toLowerCase() }, 'cancelled', deps.clock.now());
      if (!closed) throw invitationNotFound();
      return { success: true as const };
    },

    async pending(userId: string) {
      const user = await caller(userId);
      const rows = await invitationsFor(deps.db, user.email, deps.clock.now());
      return { invitations: rows.map((row) => ({ ...invitationView(row), token: row.token })) };
    },

    /**
     * Only the address the invitation was sent to may answer it, before it expires. Accepting closes the
     * invitation and adds the member in one transaction under the team's lock, so two answers at once (or an
     * acceptance racing the last free place) resolve one way.
     */
    async respond(userId: string, token: string, answer: 'accept' | 'decline'): Promise<string> {
      const user = await caller(userId);
      return deps.db.transaction(async (tx) => {
        const found = await findPendingByToken(tx, token);
        if (!found || found.inviteeEmail !== user.email) throw invitationNotFound();
        const now = deps.clock.now();
        if (answer === 'accept') {
          if (!(await lockTeam(tx, found.teamId))) throw invitationNotFound();
          if (found.expiresAt <= now) throw new HttpError(errorCodes.invitationExpired, INVITATION_EXPIRED);
        }
        const closed = await closeInvitation(tx, { token }, answer === 'accept' ? 'accepted' : 'declined', now);
        // Answered twice at once: the other answer won.
        if (!closed) throw invitationNotFound();
        if (answer === 'accept' && !(await findMembership(tx, found.teamId, userId))) {
          const { members } = await countMembers(tx, found.teamId);
          if (members >= deps.settings.maxMembersPerTeam) throw teamFull();
          await addMember(tx, { teamId: found.teamId, userId, role: found.role, at: now });
        }
        return found.teamId;
      });
    },
  };
}

export type TeamInvitationsService = ReturnType<typeof createTeamInvitationsService>;
