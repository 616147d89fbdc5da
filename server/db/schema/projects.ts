import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

export const projectPermissions = ['viewer', 'editor'] as const;
export type ProjectPermission = (typeof projectPermissions)[number];

/**
 * A folder of creations, nested under `parent_id`. A whole tree belongs to one owner (the owner of its root)
 * in one workspace: `team_id` is null for a personal project and names the team of a team workspace.
 * `created_by` is who made the folder (an editor may add one inside a shared project; the tree's owner owns it).
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    // No action (checked at the end of the statement): a subtree is deleted in one statement, parents with children.
    parentId: uuid('parent_id').references((): AnyPgColumn => projects.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Set when something about the project went wrong (a failed zip, a lost thumbnail): the sidebar shows it. */
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_owner_team_idx').on(table.ownerUserId, table.teamId),
    index('projects_parent_idx').on(table.parentId),
    check('projects_name_check', sql`char_length(${table.name}) between 1 and 100`),
    check('projects_not_own_parent_check', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;

/** A collaborator of a shared project; their permission reaches every project below it too. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<ProjectPermission>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user_idx').on(table.userId),
    check('project_members_permission_check', sql`${table.permission} in ('viewer', 'editor')`),
  ],
);

export type ProjectMemberRow = typeof projectMembers.$inferSelect;

export const invitationStatuses = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * An invitation to a project by e-mail. The token travels in the mail and in the invitee's pending list; only
 * the user whose e-mail it was sent to can accept it, so a forwarded token is useless to anyone else.
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inviterUserId: uuid('inviter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lowercased, as users' e-mails are stored. */
    inviteeEmail: text('invitee_email').notNull(),
    permission: text('permission').$type<ProjectPermission>().notNull(),
    token: text('token').notNull(),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('project_invitations_token_key').on(table.token),
    // One open invitation per address and project: inviting again updates it.
    uniqueIndex('project_invitations_pending_key')
      .on(table.projectId, table.inviteeEmail)
      .where(sql`${table.status} = 'pending'`),
    index('project_invitations_invitee_idx').on(table.inviteeEmail, table.status),
    check('project_invitations_permission_check', sql`${table.permission} in ('viewer', 'editor')`),
    check('project_invitations_status_check', sql`${table.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
    check('project_invitations_email_lowercase_check', sql`${table.inviteeEmail} = lower(${table.inviteeEmail})`),
  ],
);

export type ProjectInvitationRow = typeof projectInvitations.$inferSelect;
