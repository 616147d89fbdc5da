import { z } from 'zod';
import { emailSchema } from './auth';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { generatedMediaSchema, historyPageFields } from './media';
import { projectLimits, projectPermissionLevels, projectTypes } from './values';

export const projectPermissionSchema = z.enum(projectPermissionLevels);
export type ProjectPermissionLevel = z.infer<typeof projectPermissionSchema>;

/** The caller's own relation to a project: its owner, or a collaborator's permission. */
export const projectRoleSchema = z.enum(['owner', 'editor', 'viewer']);
export type ProjectRole = z.infer<typeof projectRoleSchema>;

// Control characters would break lists, file names in zips and logs; a name is one line of text.
const noControlCharacters = (value: string) => !/[\p{Cc}\p{Cf}]/u.test(value);

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'Project Name is required.')
  .max(projectLimits.maxNameLength)
  .refine(noControlCharacters, 'A project name cannot contain control characters.');

/**
 * A project as the caller sees it. Lists are flat (each project names its `parent_id`) and the browser nests
 * them; `item_count` counts its creations and sub-projects. A shared project the caller does not own appears
 * with `is_shared_project` and, at the top of what they can see, `parent_id` null.
 */
export const projectSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  parent_id: z.string().nullable(),
  item_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
  project_type: z.enum(projectTypes),
  latest_thumbnail_url: z.string().nullable(),
  error_message: z.string().nullable(),
  is_shared_project: z.boolean(),
  permission_level: projectRoleSchema,
  owner_id: z.string(),
  owner_name: z.string(),
  team_id: z.string().nullable(),
  /** Whether the caller may share it: its owner, on a tier that may share. */
  canShare: z.boolean(),
  /** The permissions the caller may give when sharing it (empty when they cannot share). */
  allowedPermissions: z.array(projectPermissionSchema),
});
export type Project = z.infer<typeof projectSchema>;

export const shareEntrySchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email: z.string(),
  permission_level: projectPermissionSchema,
});
export type ShareEntry = z.infer<typeof shareEntrySchema>;

export const pendingProjectInvitationSchema = z.object({
  id: z.string(),
  invitee_email: z.string(),
  permission_level: projectPermissionSchema,
  sent_on: z.string(),
});

/** An invitation as its invitee sees it (spec part 1 §3): accept or decline it by token. */
export const projectInvitationSchema = z.object({
  token: z.string(),
  inviter_name: z.string(),
  project_name: z.string(),
  invitee_email: z.string(),
  permission_level: projectPermissionSchema,
  sent_on: z.string(),
});
export type ProjectInvitation = z.infer<typeof projectInvitationSchema>;

const workspaceQuery = z.object({ team_id: z.string().optional() });
const projectParams = z.object({ id: z.string() });
const idList = z.array(z.string().max(64)).max(projectLimits.maxItemsPerChange).default([]);
const success = z.object({ success: z.literal(true) });

export const listProjects = defineCall({
  name: 'listProjects',
  method: 'get',
  path: '/projects',
  summary: "The caller's projects in a workspace and the projects shared with them, flat, newest change first",
  tags: ['projects'],
  auth: 'session',
  query: workspaceQuery,
  answer: z.object({ projects: z.array(projectSchema) }),
  errors: [E.unauthorized, E.notFound],
});

export const createProject = defineCall({
  name: 'createProject',
  method: 'post',
  path: '/projects',
  summary: 'Create a project at the root or inside one the caller may edit',
  tags: ['projects'],
  auth: 'session',
  status: 201,
  body: z.object({ project_name: projectNameSchema, parent_id: z.string().nullable().optional(), team_id: z.string().optional() }),
  answer: projectSchema,
  errors: [E.unauthorized, E.notFound, E.permissionDenied, E.projectLimit],
});

export const renameProject = defineCall({
  name: 'renameProject',
  method: 'patch',
  path: '/projects/{id}',
  summary: 'Rename a project (its owner only)',
  tags: ['projects'],
  auth: 'session',
  params: projectParams,
  body: z.object({ project_name: projectNameSchema, team_id: z.string().optional() }),
  answer: projectSchema,
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const getProjectContent = defineCall({
  name: 'getProjectContent',
  method: 'get',
  path: '/projects/{id}/content',
  summary: "A page of a project's creations, newest first, with its sub-projects and the path to it",
  tags: ['projects'],
  auth: 'session',
  params: projectParams,
  query: z.object({
    /** The `next_cursor` of the page before (opaque); the first page without one. */
    cursor: z.string().max(200).optional(),
    per_page: z.coerce.number().int().positive().max(200).default(projectLimits.contentPageSize),
  }),
  answer: z.object({
    project: projectSchema,
    /** From the top project the caller can see down to this one's parent, for the breadcrumb. */
    path: z.array(z.object({ id: z.string(), project_name: z.string() })),
    children: z.array(projectSchema),
    history: z.array(generatedMediaSchema),
    ...historyPageFields,
  }),
  errors: [E.unauthorized, E.notFound],
});

export const moveProjectItems = defineCall({
  name: 'moveProjectItems',
  method: 'post',
  path: '/projects/move',
  summary: 'Move projects and creations into a project, or to the root (target null); all or nothing',
  tags: ['projects'],
  auth: 'session',
  body: z.object({
    target_project_id: z.string().nullable(),
    project_ids: idList,
    content_ids: idList,
    team_id: z.string().optional(),
  }),
  answer: z.object({ moved_projects: z.number().int().nonnegative(), moved_content: z.number().int().nonnegative() }),
  errors: [E.unauthorized, E.notFound, E.permissionDenied, E.invalidMove, E.projectLimit],
});

/**
 * Deleting a project deletes it and every project below it; the creations inside go back to their makers'
 * unassigned creations (nothing a user made is lost with a folder). Creations named in `content_ids` are
 * deleted for good, their files too: only their maker may do that.
 */
export const deleteProjectItems = defineCall({
  name: 'deleteProjectItems',
  method: 'post',
  path: '/projects/delete',
  summary: 'Delete projects (their creations become unassigned) and creations (for good); all or nothing',
  tags: ['projects'],
  auth: 'session',
  body: z.object({ project_ids: idList, content_ids: idList, team_id: z.string().optional() }),
  answer: z.object({
    deleted_projects: z.number().int().nonnegative(),
    deleted_content: z.number().int().nonnegative(),
    /** Creations that were in the deleted projects and are now unassigned. */
    unassigned_content: z.number().int().nonnegative(),
  }),
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const getProjectSharing = defineCall({
  name: 'getProjectSharing',
  method: 'get',
  path: '/projects/{id}/sharing',
  summary: 'Who has access to a project and who is invited (its owner only)',
  tags: ['projects'],
  auth: 'session',
  params: projectParams,
  answer: z.object({
    collaborators: z.array(shareEntrySchema),
    pending_invitations: z.array(pendingProjectInvitationSchema),
    canShare: z.boolean(),
    allowedPermissions: z.array(projectPermissionSchema),
  }),
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const shareProject = defineCall({
  name: 'shareProject',
  method: 'post',
  path: '/projects/{id}/share',
  summary: 'Invite someone by e-mail as viewer or editor; the invitation is mailed and listed for them',
  tags: ['projects'],
  auth: 'session',
  status: 201,
  params: projectParams,
  body: z.object({ email: emailSchema, permission: projectPermissionSchema.default('viewer') }),
  answer: z.object({ invitation: pendingProjectInvitationSchema }),
  errors: [E.unauthorized, E.notFound, E.permissionDenied, E.alreadyMember, E.rateLimited],
});

export const cancelProjectInvitation = defineCall({
  name: 'cancelProjectInvitation',
  method: 'post',
  path: '/projects/{id}/invitations/cancel',
  summary: 'Cancel the pending invitation of an e-mail address',
  tags: ['projects'],
  auth: 'session',
  params: projectParams,
  body: z.object({ email: emailSchema }),
  answer: success,
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

const collaboratorParams = z.object({ id: z.string(), userId: z.string() });

export const updateProjectCollaborator = defineCall({
  name: 'updateProjectCollaborator',
  method: 'patch',
  path: '/projects/{id}/collaborators/{userId}',
  summary: "Change a collaborator's permission",
  tags: ['projects'],
  auth: 'session',
  params: collaboratorParams,
  body: z.object({ permission: projectPermissionSchema }),
  answer: shareEntrySchema,
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const removeProjectCollaborator = defineCall({
  name: 'removeProjectCollaborator',
  method: 'delete',
  path: '/projects/{id}/collaborators/{userId}',
  summary: 'Remove a collaborator; their access ends at once',
  tags: ['projects'],
  auth: 'session',
  params: collaboratorParams,
  answer: success,
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const leaveProject = defineCall({
  name: 'leaveProject',
  method: 'post',
  path: '/projects/{id}/leave',
  summary: 'Stop being a collaborator of a shared project (its owner cannot leave it)',
  tags: ['projects'],
  auth: 'session',
  params: projectParams,
  answer: success,
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const listPendingProjectInvitations = defineCall({
  name: 'listPendingProjectInvitations',
  method: 'get',
  path: '/project-invitations/pending',
  summary: "Invitations to projects waiting for the caller's answer, newest first",
  tags: ['projects'],
  auth: 'session',
  answer: z.object({ invitations: z.array(projectInvitationSchema) }),
  errors: [E.unauthorized],
});

const tokenBody = z.object({ token: z.string().min(1).max(128) });

export const acceptProjectInvitation = defineCall({
  name: 'acceptProjectInvitation',
  method: 'post',
  path: '/project-invitations/accept',
  summary: 'Accept an invitation sent to the caller’s e-mail; the project then appears as shared',
  tags: ['projects'],
  auth: 'session',
  body: tokenBody,
  answer: z.object({ project_id: z.string() }),
  errors: [E.unauthorized, E.notFound],
});

export const declineProjectInvitation = defineCall({
  name: 'declineProjectInvitation',
  method: 'post',
  path: '/project-invitations/decline',
  summary: 'Decline an invitation sent to the caller’s e-mail',
  tags: ['projects'],
  auth: 'session',
  body: tokenBody,
  answer: success,
  errors: [E.unauthorized, E.notFound],
});
