import { createThumbnailRenderer } from './catalog/thumbnails';
import type { ApiRouter } from './http/api-router';
import type { Authenticator } from './http/authenticate';
import { identifyBearer } from './bearer-authenticator';
import { createRateGuard, type RateGuard } from './http/rate-limit';
import type { AppDeps } from './app-deps';
import { createInAppDecisionNotifier, createMailDecisionNotifier, registerBilling } from './modules/billing';
import { createGenerationService, registerGenerationRoutes } from './modules/generation';
import { createMediaFiles, createMediaService, createMediaUrls, registerMediaFileRoutes, registerMediaRoutes } from './modules/media';
import type { PermissionService, TeamDirectory } from './modules/permissions';
import { createNotificationService, createTeamNotifier, registerNotificationRoutes, type Notifier } from './modules/notifications';
import type { PointsService } from './modules/points';
import {
  createProjectAccess,
  createProjectDirectory,
  createProjectItemsService,
  createProjectsService,
  createSharingService,
  registerProjectRoutes,
} from './modules/projects';
import {
  createQueueService,
  createTaskOutcomes,
  createTaskService,
  createTaskStore,
  registerQueueRoutes,
  registerTaskRoutes,
} from './modules/tasks';
import {
  createTeamAccess,
  createTeamBudgetsService,
  createTeamDirectory,
  createTeamGrants,
  createTeamInvitationsService,
  createTeamMembersService,
  createTeamPointsService,
  createTeamsService,
  registerTeamRoutes,
  type TeamGrantsService,
} from './modules/teams';
import { createTemplateService, registerTemplateRoutes } from './modules/templates';
import { createUploadService, registerUploadRoutes } from './modules/uploads';
import type { UserDirectory } from './modules/user';

/*
 * The larger areas of the API, each wired from the app's dependencies and the services createApp shares between
 * them (permissions, points, users, the notifier). createApp keeps the order: teams first, since generation and
 * billing ask its directory which workspaces a user may act in.
 */

/** Files sent by users (uploads, payment proofs): per account is the limit that matters; the address allows a small office behind one NAT. */
function uploadRateGuard(deps: AppDeps): RateGuard {
  return createRateGuard(deps.rateLimiter, {
    perIp: { limit: deps.env.UPLOADS_PER_MINUTE * 4, windowSeconds: 60 },
    perAccount: { limit: deps.env.UPLOADS_PER_MINUTE, windowSeconds: 60 },
  });
}

/** Teams, their members, invitations and pools; answers the directory every team workspace asks. */
export function registerTeamApi(
  router: ApiRouter,
  deps: AppDeps,
  shared: { permissions: PermissionService; points: PointsService; users: UserDirectory; notifier: Notifier },
): { directory: TeamDirectory; grants: TeamGrantsService } {
  const { db, clock, env } = deps;
  const access = createTeamAccess({ db });
  const settings = { canJoin: env.TEAMS_CAN_JOIN, maxMembersPerTeam: env.TEAMS_MAX_MEMBERS_PER_TEAM };
  const notifier = createTeamNotifier({ notifier: shared.notifier, logger: deps.logger });
  const budgets = createTeamBudgetsService({ db, clock, access });
  registerTeamRoutes(router, {
    teams: createTeamsService({ db, clock, permissions: shared.permissions, points: shared.points, settings, notifier, access }),
    members: createTeamMembersService({ db, clock, access, notifier }),
    invitations: createTeamInvitationsService({
      db,
      clock,
      access,
      users: shared.users,
      mailer: deps.mailer,
      logger: deps.logger,
      notifier,
      settings,
      publicUrl: env.PUBLIC_URL,
    }),
    pool: createTeamPointsService({ db, access, points: shared.points, users: shared.users, notifier }),
    budgets,
  });
  return { directory: createTeamDirectory({ db, access, budgets }), grants: createTeamGrants({ clock, points: shared.points }) };
}

/** Templates, runs, tasks and their events, media and uploads: the generation engine's calls. */
export function registerGenerationApi(
  router: ApiRouter,
  deps: AppDeps,
  shared: {
    permissions: PermissionService;
    points: PointsService;
    authenticator: Authenticator;
    users: UserDirectory;
    teams: TeamDirectory;
    notifier: Notifier;
  },
): void {
  const { db, catalog, storage } = deps;
  const { teams } = shared;
  const access = createProjectAccess({ db, teams });
  const projects = createProjectDirectory({ db, access });
  const urls = createMediaUrls({ secret: deps.secrets.codeKey, clock: deps.clock });
  const templates = createTemplateService({ catalog, permissions: shared.permissions, teams, providers: deps.providers });
  registerTemplateRoutes(router, { templates, catalog, thumbnails: createThumbnailRenderer() });
  const files = createMediaFiles({ db, urls, identify: identifyBearer(shared.authenticator) });
  const media = createMediaService({ db, storage, urls, teams, projects });
  const generation = createGenerationService({
    db,
    clock: deps.clock,
    catalog,
    permissions: shared.permissions,
    teams,
    projects,
    points: shared.points,
    tasks: createTaskStore({ db }),
    media: files,
    creations: media,
    queue: deps.queue,
    onDebited: (points) => deps.metrics.pointsDebited.inc(points),
    providers: deps.providers,
    events: deps.taskEvents,
  });
  registerGenerationRoutes(router, { generation });
  const notifications = createNotificationService({ db, clock: deps.clock, urls, logger: deps.logger });
  registerNotificationRoutes(router, { notifications });
  registerTaskRoutes(router, {
    tasks: createTaskService({ db, media, points: shared.points }),
    events: deps.taskEvents,
    notificationEvent: notifications.event,
    heartbeatMs: deps.eventHeartbeatMs,
  });
  const outcomes = createTaskOutcomes({
    db,
    clock: deps.clock,
    points: shared.points,
    events: deps.taskEvents,
    notifier: shared.notifier,
    onRefunded: (refunded) => deps.metrics.pointsRefunded.inc(refunded),
  });
  registerQueueRoutes(router, {
    queue: createQueueService({ db, teams, outcomes, points: shared.points, rerun: generation.run }),
  });
  const uploadLimit = uploadRateGuard(deps);
  registerMediaRoutes(router, { media, limit: uploadLimit });
  const projectDeps = { db, clock: deps.clock, access, teams, permissions: shared.permissions, media, urls };
  registerProjectRoutes(router, {
    projects: createProjectsService(projectDeps),
    items: createProjectItemsService({ ...projectDeps, logger: deps.logger }),
    sharing: createSharingService({
      ...projectDeps,
      users: shared.users,
      notifier: shared.notifier,
      mailer: deps.mailer,
      logger: deps.logger,
      publicUrl: deps.env.PUBLIC_URL,
    }),
  });
  registerUploadRoutes(router, {
    uploads: createUploadService({ db, clock: deps.clock, storage, urls, teams, projects }),
    limit: uploadLimit,
  });
  registerMediaFileRoutes(router, { files, storage });
}

/** Plans, checkouts and their webhooks, manual payments with proof and the staff's review. */
export function registerBillingApi(
  router: ApiRouter,
  deps: AppDeps,
  shared: {
    points: PointsService;
    users: UserDirectory;
    teams: { directory: TeamDirectory; grants: TeamGrantsService };
    notifier: Notifier;
    authenticator: Authenticator;
  },
): void {
  const { env } = deps;
  registerBilling(router, {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    plans: deps.plans,
    provider: deps.payments,
    points: shared.points,
    users: shared.users,
    teamDirectory: shared.teams.directory,
    teams: shared.teams.grants,
    baseTier: env.NEW_USER_TIER,
    publicUrl: env.PUBLIC_URL,
    methods: deps.manualMethods,
    storage: deps.storage,
    staffEmails: env.BILLING_STAFF_EMAILS,
    salesEmail: env.SALES_EMAIL ?? null,
    mailer: deps.mailer,
    notifier: createInAppDecisionNotifier({
      notifier: shared.notifier,
      mail: createMailDecisionNotifier({ mailer: deps.mailer, logger: deps.logger }),
      logger: deps.logger,
    }),
    secret: deps.secrets.codeKey,
    identify: identifyBearer(shared.authenticator),
    limit: uploadRateGuard(deps),
  });
}
