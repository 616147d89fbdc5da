import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE, errorCodes } from '../contract';
import type { Clock } from './clock';
import type { Database, Engine } from './db/database';
import type { Env } from './env';
import type { GenerationDeps } from './generation-deps';
import { createThumbnailRenderer } from './catalog/thumbnails';
import { registerApiDocs } from './http/api-docs';
import { createApiRouter, type ApiRouter } from './http/api-router';
import type { Authenticator } from './http/authenticate';
import type { AppEnv } from './http/app-env';
import { registerClientApp } from './http/client-app';
import { handleError, handleNotFound } from './http/error-handler';
import { HttpError } from './http/http-error';
import { TOO_LARGE_MESSAGE } from './modules/media/stored-image';
import { createRateGuard } from './http/rate-limit';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { installValidationMessages } from './http/validation';
import type { CaptchaVerifier } from './integrations/captcha/captcha';
import type { GoogleVerifier } from './integrations/google/google-verifier';
import type { Mailer } from './integrations/mail/mailer';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter';
import type { Logger } from './logger';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createEmailChangeService } from './modules/account/email-change.service';
import { createPasswordChangeService } from './modules/account/password-change.service';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeyService } from './modules/api-keys/api-keys.service';
import { createBearerAuthenticator } from './modules/api-keys/bearer-authenticator';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createCodeService } from './modules/auth/one-time-codes.service';
import { registerPasswordResetRoutes } from './modules/auth/password-reset.routes';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { registerRegistrationRoutes } from './modules/auth/registration.routes';
import { createRegistrationService } from './modules/auth/registration.service';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerPermissionRoutes } from './modules/permissions/permissions.routes';
import { createPermissionService, type PermissionService } from './modules/permissions/permissions.service';
import { createTaskAllowanceService } from './modules/permissions/task-allowance.service';
import { noTeamsYet } from './modules/permissions/team-directory';
import { createGenerationService } from './modules/generation/generation.service';
import { registerGenerationRoutes } from './modules/generation/generation.routes';
import { registerMediaFileRoutes } from './modules/media/media-file.routes';
import { createMediaUrls } from './modules/media/media-urls';
import { registerMediaRoutes } from './modules/media/media.routes';
import { createMediaService } from './modules/media/media.service';
import { noProjectsYet } from './modules/media/project-directory';
import { createTaskCounter } from './modules/tasks/task-counter';
import { registerTaskRoutes } from './modules/tasks/tasks.routes';
import { createTaskService } from './modules/tasks/tasks.service';
import { registerTemplateRoutes } from './modules/templates/templates.routes';
import { createTemplateService } from './modules/templates/templates.service';
import { registerUploadRoutes } from './modules/uploads/uploads.routes';
import { createUploadService } from './modules/uploads/uploads.service';
import { registerPointsRoutes } from './modules/points/points.routes';
import { createPointsService, type PointsService } from './modules/points/points.service';
import { createSessionService } from './modules/sessions/sessions.service';
import { registerUserRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import type { ServerSecrets } from './secrets';

/** Everything the app talks to, passed in so tests can build it on a fresh database with fakes. */
export interface AppDeps extends GenerationDeps {
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

  const permissions = createPermissionService({ db });
  const apiKeys = createApiKeyService({ db, clock, permissions });
  const users = createUserService({ db });

  const authenticator = createBearerAuthenticator({ sessions, apiKeys });
  const router = createApiRouter({ authenticator, trustProxy: env.TRUST_PROXY });
  registerHealthRoutes(router, { db, engine: deps.engine, version: deps.version });
  registerAuthRoutes(router, {
    auth: createAuthService({ db, clock, sessions, google: deps.google, ...newAccounts }),
    captcha: deps.captcha,
    limit,
    googleClientId: deps.google?.clientId ?? null,
  });
  registerRegistrationRoutes(router, {
    registration: createRegistrationService({ db, clock, codes, sessions, ...newAccounts }),
    captcha: deps.captcha,
    limit,
  });
  registerPasswordResetRoutes(router, { passwordReset: createPasswordResetService({ db, codes, sessions }), captcha: deps.captcha, limit });
  registerUserRoutes(router, users);
  registerAccountRoutes(router, {
    passwordChange: createPasswordChangeService({ db, sessions }),
    emailChange: createEmailChangeService({ db, codes, users, mailer: deps.mailer, logger: deps.logger }),
    limit,
  });
  // The team and project seams answer "none" until the teams and projects issues replace them.
  registerPermissionRoutes(router, {
    allowance: createTaskAllowanceService({ permissions, tasks: createTaskCounter(db), teams: noTeamsYet }),
  });
  registerApiKeyRoutes(router, { apiKeys });
  const points = createPointsService({ db, clock });
  registerPointsRoutes(router, { points });
  registerGenerationApi(router, deps, { permissions, points, authenticator });
  registerBillingRoutes(router);
  registerApiDocs(router, { version: deps.version });

  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps.logger));
  app.use('*', securityHeaders({ ...env, mediaOrigin: deps.storage.signing?.origin }));
  app.use(`${API_BASE}/*`, (c, next) =>
    /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '') ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next),
  );
  app.route(API_BASE, router.app);
  // The outbox holds live activation and reset codes: never list it on a production server.
  if (!env.smtpConfigured && env.NODE_ENV !== 'production') registerDevMailboxRoutes(app, { db });
  registerClientApp(app, { clientDist: env.CLIENT_DIST });
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

/** Templates, runs, tasks and their events, media and uploads: the generation engine's calls. */
function registerGenerationApi(
  router: ApiRouter,
  deps: AppDeps,
  shared: { permissions: PermissionService; points: PointsService; authenticator: Authenticator },
): void {
  const { db, catalog, storage } = deps;
  const teams = noTeamsYet;
  const projects = noProjectsYet;
  const urls = createMediaUrls({ secret: deps.secrets.codeKey, clock: deps.clock });
  const templates = createTemplateService({ catalog, permissions: shared.permissions, teams });
  registerTemplateRoutes(router, { templates, catalog, thumbnails: createThumbnailRenderer() });
  const generation = createGenerationService({
    db,
    clock: deps.clock,
    catalog,
    permissions: shared.permissions,
    teams,
    projects,
    points: shared.points,
    queue: deps.queue,
    providers: deps.providers,
    events: deps.taskEvents,
  });
  registerGenerationRoutes(router, { generation });
  registerTaskRoutes(router, { tasks: createTaskService({ db, urls }), events: deps.taskEvents, heartbeatMs: deps.eventHeartbeatMs });
  registerMediaRoutes(router, { media: createMediaService({ db, storage, urls, teams, projects }) });
  registerUploadRoutes(router, { uploads: createUploadService({ db, clock: deps.clock, storage, urls, teams, projects }) });
  registerMediaFileRoutes(router, { db, storage, urls, authenticator: shared.authenticator });
}
