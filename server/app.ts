import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE, errorCodes } from '../contract';
import type { Clock } from './clock';
import type { Database, Engine } from './db/database';
import type { Env } from './env';
import type { GenerationEngine } from './generation-engine';
import { createThumbnailRenderer } from './catalog/thumbnails';
import { registerApiDocs } from './http/api-docs';
import { createApiRouter, type ApiRouter } from './http/api-router';
import type { Authenticator } from './http/authenticate';
import type { AppEnv } from './http/app-env';
import { indexScriptHashes, registerClientApp } from './http/client-app';
import { compressJson } from './http/compress-json';
import { handleError, handleNotFound } from './http/error-handler';
import { HttpError } from './http-error';
import { createBearerAuthenticator, identifyBearer } from './http/bearer-authenticator';
import { createRateGuard } from './http/rate-limit';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { installValidationMessages } from './http/validation';
import type { ManualMethods } from './catalog/manual-methods';
import type { PlanCatalog } from './catalog/plan-catalog';
import type { CaptchaVerifier } from './integrations/captcha/captcha';
import type { GoogleVerifier } from './integrations/google/google-verifier';
import type { Mailer } from './integrations/mail/mailer';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter';
import type { Logger } from './logger';
import { createEmailChangeService, createPasswordChangeService, registerAccountRoutes } from './modules/account';
import { createApiKeyService, registerApiKeyRoutes } from './modules/api-keys';
import { createIdempotencyStore } from './modules/idempotency';
import {
  createAuthService,
  createCodeService,
  createPasswordResetService,
  createRegistrationService,
  registerAuthRoutes,
  registerPasswordResetRoutes,
  registerRegistrationRoutes,
} from './modules/auth';
import { createInAppDecisionNotifier, createMailDecisionNotifier, registerBilling, staffEmailCheck } from './modules/billing';
import { registerDevMailboxRoutes } from './modules/dev-mailbox';
import { createGenerationService, registerGenerationRoutes } from './modules/generation';
import { registerHealthRoutes } from './modules/health';
import {
  createMediaFiles,
  createMediaService,
  createMediaUrls,
  registerMediaFileRoutes,
  registerMediaRoutes,
  TOO_LARGE_MESSAGE,
} from './modules/media';
import {
  createPermissionService,
  createTaskAllowanceService,
  registerPermissionRoutes,
  type PermissionService,
  type TeamDirectory,
} from './modules/permissions';
import {
  createNotificationService,
  createNotifier,
  createTeamNotifier,
  registerNotificationRoutes,
  type Notifier,
} from './modules/notifications';
import { createPointsService, registerPointsRoutes, type PointsService } from './modules/points';
import {
  createProjectAccess,
  createProjectDirectory,
  createProjectItemsService,
  createProjectsService,
  createSharingService,
  registerProjectRoutes,
} from './modules/projects';
import { createSessionService } from './modules/sessions';
import { createTaskCounter, createTaskService, createTaskStore, registerTaskRoutes } from './modules/tasks';
import {
  createTeamAccess,
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
import { createUserDirectory, createUserService, registerUserRoutes, type UserDirectory } from './modules/user';
import type { ServerSecrets } from './secrets';

/** Everything the app talks to, passed in so tests can build it on a fresh database with fakes. */
export interface AppDeps extends GenerationEngine {
  env: Env;
  db: Database;
  engine: Engine;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  google: GoogleVerifier | null;
  rateLimiter: RateLimiter;
  secrets: ServerSecrets;
  version: string;
  plans: PlanCatalog;
  /** Null when PAYMENT_PROVIDER=none. */
  payments: PaymentProvider | null;
  manualMethods: ManualMethods;
}

/** JSON bodies are small; multipart uploads may carry a 10 MB image plus the form around it. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new HttpError(errorCodes.payloadTooLarge, 'The request body is too large.');
  },
});
const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT_BYTES,
  onError: () => {
    throw new HttpError(errorCodes.payloadTooLarge, TOO_LARGE_MESSAGE);
  },
});

export function createApp(deps: AppDeps): Hono<AppEnv> {
  installValidationMessages();
  const { env, db, clock } = deps;
  const sessions = createSessionService({ db, clock });
  const codes = createCodeService({ db, clock, mailer: deps.mailer, logger: deps.logger, codeKey: deps.secrets.codeKey });
  const limit = createRateGuard(deps.rateLimiter, {
    perIp: { limit: env.RATE_LIMIT_MAX_PER_IP, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    perAccount: { limit: env.RATE_LIMIT_MAX_PER_ACCOUNT, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
  });
  const newAccounts = { startingPoints: env.STARTING_POINTS, startingTier: env.NEW_USER_TIER };

  const users = createUserDirectory({ db });
  const points = createPointsService({ db, clock });
  const permissions = createPermissionService({ users });
  const apiKeys = createApiKeyService({ db, clock, permissions });
  const profiles = createUserService({ db, points, isStaff: staffEmailCheck(env.BILLING_STAFF_EMAILS) });

  const authenticator = createBearerAuthenticator({ sessions, apiKeys });
  const router = createApiRouter({
    authenticator,
    proxyHops: env.TRUST_PROXY ? env.TRUST_PROXY_HOPS : 0,
    idempotency: createIdempotencyStore({ db, clock }),
  });
  registerHealthRoutes(router, { db, engine: deps.engine, version: deps.version });
  registerAuthRoutes(router, {
    auth: createAuthService({ db, clock, sessions, users, points, google: deps.google, ...newAccounts }),
    captcha: deps.captcha,
    limit,
    googleClientId: deps.google?.clientId ?? null,
  });
  registerRegistrationRoutes(router, {
    registration: createRegistrationService({ db, clock, codes, sessions, users, points, ...newAccounts }),
    captcha: deps.captcha,
    limit,
  });
  registerPasswordResetRoutes(router, {
    passwordReset: createPasswordResetService({ db, codes, sessions, users, apiKeys }),
    captcha: deps.captcha,
    limit,
  });
  registerUserRoutes(router, profiles);
  registerAccountRoutes(router, {
    passwordChange: createPasswordChangeService({ db, sessions, users }),
    emailChange: createEmailChangeService({ codes, users, profiles, mailer: deps.mailer, logger: deps.logger }),
    limit,
  });
  // Other modules tell users things through this; the event bus carries each new one to their open streams.
  const notifier = createNotifier({ db, clock, logger: deps.logger, announce: (change) => deps.taskEvents.publish(change) });
  const teams = registerTeamApi(router, deps, { permissions, points, users, notifier });
  registerPermissionRoutes(router, {
    allowance: createTaskAllowanceService({ permissions, tasks: createTaskCounter(db), teams: teams.directory }),
  });
  registerApiKeyRoutes(router, { apiKeys });
  registerPointsRoutes(router, { points });
  registerGenerationApi(router, deps, { permissions, points, authenticator, users, teams: teams.directory, notifier });
  registerBilling(router, {
    db,
    clock,
    logger: deps.logger,
    plans: deps.plans,
    provider: deps.payments,
    points,
    users,
    teamDirectory: teams.directory,
    teams: teams.grants,
    baseTier: env.NEW_USER_TIER,
    publicUrl: env.PUBLIC_URL,
    methods: deps.manualMethods,
    storage: deps.storage,
    staffEmails: env.BILLING_STAFF_EMAILS,
    salesEmail: env.SALES_EMAIL ?? null,
    mailer: deps.mailer,
    notifier: createInAppDecisionNotifier({
      notifier,
      mail: createMailDecisionNotifier({ mailer: deps.mailer, logger: deps.logger }),
      logger: deps.logger,
    }),
    secret: deps.secrets.codeKey,
    identify: identifyBearer(authenticator),
    limit: createRateGuard(deps.rateLimiter, {
      perIp: { limit: env.UPLOADS_PER_MINUTE * 4, windowSeconds: 60 },
      perAccount: { limit: env.UPLOADS_PER_MINUTE, windowSeconds: 60 },
    }),
  });
  registerApiDocs(router, { version: deps.version });

  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps.logger));
  app.use(
    '*',
    securityHeaders({ ...env, mediaOrigin: deps.storage.signing?.origin, inlineScriptHashes: indexScriptHashes(env.CLIENT_DIST) }),
  );
  app.use(`${API_BASE}/*`, (c, next) =>
    /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '') ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next),
  );
  app.use(`${API_BASE}/*`, compressJson());
  app.route(API_BASE, router.app);
  // The outbox holds live activation and reset codes: never list it on a production server.
  if (!env.smtpConfigured && env.NODE_ENV !== 'production') registerDevMailboxRoutes(app, { db });
  registerClientApp(app, { clientDist: env.CLIENT_DIST });
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

/** Teams, their members, invitations and pools; answers the directory every team workspace asks. */
function registerTeamApi(
  router: ApiRouter,
  deps: AppDeps,
  shared: { permissions: PermissionService; points: PointsService; users: UserDirectory; notifier: Notifier },
): { directory: TeamDirectory; grants: TeamGrantsService } {
  const { db, clock, env } = deps;
  const access = createTeamAccess({ db });
  const settings = { canJoin: env.TEAMS_CAN_JOIN, maxMembersPerTeam: env.TEAMS_MAX_MEMBERS_PER_TEAM };
  const notifier = createTeamNotifier({ notifier: shared.notifier, logger: deps.logger });
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
  });
  return { directory: createTeamDirectory({ db, access }), grants: createTeamGrants({ clock, points: shared.points }) };
}

/** Templates, runs, tasks and their events, media and uploads: the generation engine's calls. */
function registerGenerationApi(
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
  const templates = createTemplateService({ catalog, permissions: shared.permissions, teams });
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
    queue: deps.queue,
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
  const uploadLimit = createRateGuard(deps.rateLimiter, {
    // Per account is the limit that matters; the address allows a small office behind one NAT.
    perIp: { limit: deps.env.UPLOADS_PER_MINUTE * 4, windowSeconds: 60 },
    perAccount: { limit: deps.env.UPLOADS_PER_MINUTE, windowSeconds: 60 },
  });
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
