import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const teamRoles = ['owner', 'admin', 'member'] as const;
export type TeamRoleValue = (typeof teamRoles)[number];
export type TeamInvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/**
 * A team: its owner, the seats bought for it and, in `point_accounts` (owner_team_id), its points pool. A deleted
 * team keeps its row (`deleted_at`), because its pool account and ledger lines are kept for ever.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Seats paid for (seat packs, team plans); members holding one are `team_members.is_seated`. */
    purchasedSeats: integer('purchased_seats').notNull().default(0),
    /**
     * Points each member may spend from the pool per calendar month (UTC) unless their own cap says otherwise;
     * null: no cap. The contract keeps it from 0 up (no CHECK: a new one would break a rolling upgrade's lint rule).
     */
    defaultMemberCap: integer('default_member_cap'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('teams_owner_idx').on(table.ownerUserId),
    check('teams_name_check', sql`char_length(${table.name}) between 1 and 100`),
    check('teams_purchased_seats_check', sql`${table.purchasedSeats} >= 0`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;

/** Who belongs to a team and as what; the owner is a member row too (role owner), so counts include them. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRoleValue>().notNull(),
    isSeated: boolean('is_seated').notNull().default(false),
    /** This member's own monthly cap on spending the pool, over the team's default; null: the default applies. */
    monthlyCap: integer('monthly_cap'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
    uniqueIndex('team_members_one_owner_key')
      .on(table.teamId)
      .where(sql`${table.role} = 'owner'`),
    check('team_members_role_check', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/**
 * Who was removed from (or left) a team and has not come back: their team calls answer 403 ('Access Revoked')
 * where anyone who never belonged gets 404, so a stranger does not learn that a team exists.
 */
export const teamDepartures = pgTable(
  'team_departures',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departedAt: timestamp('departed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.userId] })],
);

/** An invitation by e-mail; only the user whose address it was sent to can answer it, before `expires_at`. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviterUserId: uuid('inviter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lowercased, as users' e-mails are stored. */
    inviteeEmail: text('invitee_email').notNull(),
    role: text('role').$type<'member' | 'admin'>().notNull(),
    token: text('token').notNull(),
    status: text('status').$type<TeamInvitationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_invitations_token_key').on(table.token),
    // One open invitation per address and team: inviting again renews it.
    uniqueIndex('team_invitations_pending_key')
      .on(table.teamId, table.inviteeEmail)
      .where(sql`${table.status} = 'pending'`),
    index('team_invitations_invitee_idx').on(table.inviteeEmail, table.status),
    check('team_invitations_role_check', sql`${table.role} in ('member', 'admin')`),
    check('team_invitations_status_check', sql`${table.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
    check('team_invitations_email_lowercase_check', sql`${table.inviteeEmail} = lower(${table.inviteeEmail})`),
  ],
);

export type TeamInvitationRow = typeof teamInvitations.$inferSelect;

/** Seats granted by purchases, one row per grant: a retried payment event grants its seats once. */
export const teamSeatGrants = pgTable(
  'team_seat_grants',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    seats: integer('seats').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_seat_grants_team_idx').on(table.teamId), check('team_seat_grants_seats_check', sql`${table.seats} > 0`)],
);
