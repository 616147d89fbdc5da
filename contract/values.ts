/*
 * The contract's plain values: limits, enumerations and patterns that the zod schemas are built on and that
 * the browser uses as they are. No zod here, so the browser can import them without loading the schemas.
 */

/** Limits shared by the browser's validation and the server's. */
export const authLimits = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 128,
  codeLength: 6,
  resendCooldownSeconds: 60,
  codeLifetimeMinutes: 10,
  codeMaxAttempts: 5,
} as const;

/** The e-mail addresses both sides accept: zod's own e-mail pattern, named here so the browser needs no zod. */
export const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const emailMaxLength = 254;

/** A mailed one-time code: six digits. */
export const otpCodePattern = /^\d{6}$/;

export const tiers = ['Free', 'Plus', 'Pro', 'Enterprise'] as const;

/** Project limits shared by the browser's checks and the server's. */
export const projectLimits = {
  /** How deep projects nest: a project at the deepest level takes no sub-project. */
  maxDepth: 8,
  maxProjectsPerOwner: 1000,
  maxNameLength: 100,
  /** Ids one move or delete may name, projects and creations together. */
  maxItemsPerChange: 500,
  contentPageSize: 20,
} as const;

export const mediaLimits = {
  /** A creation's name (Rename Asset), as long as a project's. */
  maxNameLength: projectLimits.maxNameLength,
} as const;

export const projectPermissionLevels = ['viewer', 'editor'] as const;
export const projectTypes = ['default', 'shared', 'team'] as const;

/** What a plan or package grants (spec part 1 §3); the browser groups cards by it (§4). */
export const packageTypes = ['points_only', 'seats_only', 'combo', 'tier_only'] as const;
/** A subscription renews; a one-time purchase does not. */
export const planTypes = ['one-time', 'recurring'] as const;
export const billingIntervals = ['month', 'year', 'one-time'] as const;
/** A manual payment request waits for staff, who approve or reject it once. */
export const manualPaymentStatuses = ['pending', 'approved', 'rejected'] as const;

/** The proof of a manual payment (spec part 1 §9): an image, 10 MB at most. */
export const manualPaymentLimits = {
  proofMaxBytes: 10 * 1024 * 1024,
  proofTypes: ['image/png', 'image/jpeg', 'image/gif'],
  transactionReferenceMax: 200,
  rejectionReasonMax: 500,
} as const;

/** A caller's role in a team; the owner is whoever created it, the others are given by invitation or change. */
export const teamRoles = ['owner', 'admin', 'member'] as const;
export const teamMemberRoles = ['member', 'admin'] as const;
export const teamInvitationStatuses = ['pending', 'accepted', 'declined', 'cancelled'] as const;

/** Team limits shared by the browser's checks and the server's. */
export const teamLimits = {
  maxNameLength: 100,
  /** Teams one user may own: enough for an agency, too few to fill the database from one account. */
  maxOwnedTeams: 50,
  /** Open invitations one team may have at once. */
  maxPendingInvitations: 50,
  /** An invitation not answered within this many days can no longer be accepted. */
  invitationLifetimeDays: 7,
  /** The largest single transfer to a pool (balances are 32-bit integers). */
  maxTransfer: 1_000_000_000,
  /** The largest monthly points cap on a member's spending from a pool (the same 32-bit room as a transfer). */
  maxMonthlyCap: 1_000_000_000,
} as const;

/** Notifications: the spec's page of 20 and its 60 s polling (part 1 §9). */
export const notificationLimits = {
  pageSize: 20,
  maxPageSize: 100,
  pollIntervalMs: 60_000,
} as const;

export const notificationStatuses = ['unread', 'read'] as const;
/**
 * The spec's kinds (`invitation`, `generation_complete`, others): `invitation` is a team invitation, a project
 * invitation is `project_invitation`.
 */
export const notificationTypes = [
  'invitation',
  'project_invitation',
  'generation_complete',
  'generation_failed',
  'team',
  'points_received',
  'payment',
] as const;

/** The error code of a task that was cancelled (by its starter or a team manager): it ended as failed, refunded. */
export const cancelledTaskCode = 'cancelled';
