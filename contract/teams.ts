import { z } from 'zod';
import { emailSchema } from './auth';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { memberBudgetSchema } from './team-budgets';
import { teamInvitationStatuses, teamLimits, teamMemberRoles, teamRoles } from './values';

/** The caller's own role in a team: its owner, or a member's role. */
export const teamRoleSchema = z.enum(teamRoles);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** The roles an invitation or a role change may give: the owner is the team's creator, never given. */
export const teamMemberRoleSchema = z.enum(teamMemberRoles);
export type TeamMemberRole = z.infer<typeof teamMemberRoleSchema>;

export const teamInvitationStatusSchema = z.enum(teamInvitationStatuses);

// Control characters would break lists and logs; a name is one line of text.
const noControlCharacters = (value: string) => !/[\p{Cc}\p{Cf}]/u.test(value);

export const teamNameSchema = z
  .string()
  .trim()
  .min(1, 'Team name is required.')
  .max(teamLimits.maxNameLength)
  .refine(noControlCharacters, 'A team name cannot contain control characters.');

/** A team in the caller's list (spec part 1 §3). */
export const teamSummarySchema = z.object({
  id: z.string(),
  team_name: z.string(),
  role: teamRoleSchema,
  members_count: z.number().int().positive(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamMemberSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  role: teamRoleSchema,
  is_seated_member: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A member in the team's details, with their budget this month: null unless the caller manages the team or is them. */
export const teamDetailsMemberSchema = teamMemberSchema.extend({ budget: memberBudgetSchema.nullable() });
export type TeamDetailsMember = z.infer<typeof teamDetailsMemberSchema>;

/**
 * An invitation as the team's owner and admins see it in the team's details (without its token: only the
 * invitee answers it). Only pending invitations are listed there.
 */
export const teamInvitationSchema = z.object({
  id: z.string(),
  team_name: z.string(),
  inviter_name: z.string(),
  invitee_email: z.string(),
  role: teamMemberRoleSchema,
  status: teamInvitationStatusSchema,
  sent_on: z.string(),
  /** After this instant the invitation can no longer be accepted. */
  expires_at: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** An invitation as its invitee sees it: accept or decline it by token. */
export const receivedTeamInvitationSchema = teamInvitationSchema.extend({ token: z.string() });
export type ReceivedTeamInvitation = z.infer<typeof receivedTeamInvitationSchema>;

/**
 * A team's details. Every member sees the members, the pool and the counts; `invitations` is filled for the
 * owner and admins only (empty for members), and so is every member's `budget` but the caller's own.
 * `max_members` is the configuration's `teams.maxMembersPerTeam`.
 */
export const teamDetailsSchema = teamSummarySchema.extend({
  owner_user_id: z.string(),
  points_balance: z.number().int().nonnegative(),
  members: z.array(teamDetailsMemberSchema),
  invitations: z.array(teamInvitationSchema),
  seated_members_count: z.number().int().nonnegative(),
  purchased_seats: z.number().int().nonnegative(),
  max_members: z.number().int().positive(),
  /** The configuration's `teams.canJoin`: whether anyone may be invited now. */
  can_join: z.boolean(),
  /** The monthly cap of members without their own; null: no cap. Every member sees it. */
  default_member_cap: z.number().int().nonnegative().nullable(),
  /** The caller's own budget this month in the team: what the workshop and the points display check a run against. */
  my_budget: memberBudgetSchema,
});
export type TeamDetails = z.infer<typeof teamDetailsSchema>;

const teamParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
const success = z.object({ success: z.literal(true) });
const tokenBody = z.object({ token: z.string().min(1).max(128) });

/** Access to a team ends at once when a member is removed: their next team call answers 403 `forbidden`. */
const teamErrors = [E.unauthorized, E.notFound, E.forbidden] as const;

export const listTeams = defineCall({
  name: 'listTeams',
  method: 'get',
  path: '/teams',
  summary: 'The teams the caller belongs to, with their role and member count, oldest first',
  tags: ['teams'],
  auth: 'session',
  answer: z.object({ teams: z.array(teamSummarySchema) }),
  errors: [E.unauthorized],
});

export const createTeam = defineCall({
  name: 'createTeam',
  method: 'post',
  path: '/teams',
  summary: "Create a team owned by the caller, with an empty points pool (the plan's teams.canCreate)",
  tags: ['teams'],
  auth: 'session',
  status: 201,
  body: z.object({ team_name: teamNameSchema }),
  answer: teamDetailsSchema,
  errors: [E.unauthorized, E.permissionDenied, E.teamLimit],
});

export const getTeam = defineCall({
  name: 'getTeam',
  method: 'get',
  path: '/teams/{id}',
  summary: "A team's details: pool, members, seats and (for the owner and admins) pending invitations",
  tags: ['teams'],
  auth: 'session',
  params: teamParams,
  answer: teamDetailsSchema,
  errors: teamErrors,
});

export const deleteTeam = defineCall({
  name: 'deleteTeam',
  method: 'delete',
  path: '/teams/{id}',
  summary: "Delete a team (its owner only); the pool's points go back to the owner's balance",
  tags: ['teams'],
  auth: 'session',
  params: teamParams,
  answer: success,
  errors: [...teamErrors, E.permissionDenied],
});

export const inviteTeamMember = defineCall({
  name: 'inviteTeamMember',
  method: 'post',
  path: '/teams/{id}/invite',
  summary: 'Invite someone by e-mail as member or admin (owner or admin, when teams.canJoin); the invitation is mailed',
  tags: ['teams'],
  auth: 'session',
  status: 201,
  params: teamParams,
  body: z.object({ email: emailSchema, role: teamMemberRoleSchema.default('member') }),
  answer: z.object({ invitation: teamInvitationSchema }),
  errors: [...teamErrors, E.permissionDenied, E.alreadyMember, E.teamFull, E.teamLimit, E.rateLimited],
});

export const cancelTeamInvitation = defineCall({
  name: 'cancelTeamInvitation',
  method: 'delete',
  path: '/teams/{id}/invitations',
  summary: 'Cancel the pending invitation of an e-mail address (owner or admin)',
  tags: ['teams'],
  auth: 'session',
  params: teamParams,
  body: z.object({ email: emailSchema }),
  answer: success,
  errors: [...teamErrors, E.permissionDenied],
});

export const updateTeamMember = defineCall({
  name: 'updateTeamMember',
  method: 'put',
  path: '/teams/{id}/members/{userId}',
  summary: "Change a member's role (owner or admin; never the owner's)",
  tags: ['teams'],
  auth: 'session',
  params: memberParams,
  body: z.object({ role: teamMemberRoleSchema }),
  answer: teamMemberSchema,
  errors: [...teamErrors, E.permissionDenied],
});

export const removeTeamMember = defineCall({
  name: 'removeTeamMember',
  method: 'delete',
  path: '/teams/{id}/members/{userId}',
  summary: 'Remove a member (owner or admin; never the owner); their access ends at once',
  tags: ['teams'],
  auth: 'session',
  params: memberParams,
  answer: success,
  errors: [...teamErrors, E.permissionDenied],
});

export const leaveTeam = defineCall({
  name: 'leaveTeam',
  method: 'delete',
  path: '/teams/{id}/leave',
  summary: 'Leave a team (anyone but its owner, who deletes it instead)',
  tags: ['teams'],
  auth: 'session',
  params: teamParams,
  answer: success,
  errors: [...teamErrors, E.permissionDenied],
});

export const toggleTeamSeat = defineCall({
  name: 'toggleTeamSeat',
  method: 'post',
  path: '/teams/{id}/members/{userId}/toggle-seat',
  summary: 'Give a member one of the purchased seats, or take it back (owner or admin)',
  tags: ['teams'],
  auth: 'session',
  params: memberParams,
  body: z.object({ assign: z.boolean() }),
  answer: z.object({
    member: teamMemberSchema,
    seated_members_count: z.number().int().nonnegative(),
    purchased_seats: z.number().int().nonnegative(),
  }),
  errors: [...teamErrors, E.permissionDenied, E.noSeatsAvailable],
});

export const transferTeamPoints = defineCall({
  name: 'transferTeamPoints',
  method: 'post',
  path: '/teams/{id}/transfer-points',
  summary: "Move points from the caller's balance to the team's pool (its owner only); one ledger entry on each side",
  tags: ['teams'],
  auth: 'session',
  idempotencyKey: true,
  params: teamParams,
  body: z.object({
    amount: z
      .number({ error: 'Please enter a valid amount.' })
      .int('Please enter a valid amount.')
      .positive('Please enter a valid amount.')
      .max(teamLimits.maxTransfer, 'Please enter a valid amount.'),
  }),
  answer: z.object({
    new_user_balance: z.number().int().nonnegative(),
    /** The pool after the transfer. */
    points_balance: z.number().int().nonnegative(),
  }),
  errors: [...teamErrors, E.permissionDenied, E.insufficientPoints, E.idempotencyKeyInUse, E.idempotencyKeyMismatch],
});

export const listPendingTeamInvitations = defineCall({
  name: 'listPendingTeamInvitations',
  method: 'get',
  path: '/invitations/pending',
  summary: "Team invitations waiting for the caller's answer, newest first (expired ones are left out)",
  tags: ['teams'],
  auth: 'session',
  answer: z.object({ invitations: z.array(receivedTeamInvitationSchema) }),
  errors: [E.unauthorized],
});

export const acceptTeamInvitation = defineCall({
  name: 'acceptTeamInvitation',
  method: 'post',
  path: '/invitations/accept',
  summary: "Accept a team invitation sent to the caller's e-mail; the team then appears in their list",
  tags: ['teams'],
  auth: 'session',
  body: tokenBody,
  answer: z.object({ team_id: z.string() }),
  errors: [E.unauthorized, E.notFound, E.invitationExpired, E.teamFull],
});

export const declineTeamInvitation = defineCall({
  name: 'declineTeamInvitation',
  method: 'post',
  path: '/invitations/decline',
  summary: "Decline a team invitation sent to the caller's e-mail",
  tags: ['teams'],
  auth: 'session',
  body: tokenBody,
  answer: success,
  errors: [E.unauthorized, E.notFound],
});
