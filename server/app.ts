import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE, errorCodes } from '../contract';
import type { AppDeps } from './app-deps';
import { registerBillingApi, registerGenerationApi, registerTeamApi } from './app-modules';
import { registerApiDocs } from './http/api-docs';
import { createApiRouter } from './http/api-router';
import type { AppEnv } from './http/app-env';
import { indexScriptHashes, registerClientApp } from './http/client-app';
import { compressJson } from './http/compress-json';
import { handleError, handleNotFound } from './http/error-handler';
import { HttpError } from './http-error';
import { httpMetrics } from './http/http-metrics';
import { createBearerAuthenticator } from './bearer-authenticator';
import { createRateGuard } from './http/rate-limit';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { installValidationMessages } from './http/validation';
import { createEmailChangeService, createPasswordChangeService, registerAccountRoutes } from './modules/account';
import { createApiKeyService, registerApiKeyRoutes } from './modules/api-keys';
import {
  createAuthService,
  createCodeService,
  createPasswordResetService,
  createRegistrationService,
  registerAuthRoutes,
  registerPasswordResetRoutes,
  registerRegistrationRoutes,
} from './modules/auth';
import { staffEmailCheck } from './modules/billing';
import { registerDevMailboxRoutes } from './modules/dev-mailbox';
import { registerHealthRoutes, registerProbeRoutes } from './modules/health';
import { TOO_LARGE_MESSAGE } from './modules/media';
import { createPermissionService, createTaskAllowanceService, registerPermissionRoutes } from './modules/permissions';
import { createNotifier } from './modules/notifications';
import { createPointsService, registerPointsRoutes } from './modules/points';
import { createSessionService } from './modules/sessions';
import { createTaskCounter } from './modules/tasks';
import { createUserDirectory, createUserService, registerUserRoutes } from './modules/user';
import { createWebhookDispatcher, createWebhookService, registerWebhookRoutes } from './modules/webhooks';

export type { AppDeps } from './app-deps';

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
    idempotency: deps.idempotency,
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
  registerWebhookRoutes(router, {
    webhooks: createWebhookService({
      db,
      clock,
      permissions,
      guard: deps.webhooks.guard,
      // Only sends what "Send test" asks for now; the worker's dispatcher sends the rest.
      dispatcher: createWebhookDispatcher({ db, clock, send: deps.webhooks.send, logger: deps.logger }),
    }),
  });
  registerPointsRoutes(router, { points });
  registerGenerationApi(router, deps, { permissions, points, authenticator, users, teams: teams.directory, notifier });
  registerBillingApi(router, deps, { points, users, teams, notifier, authenticator });
  registerApiDocs(router, { version: deps.version });

  const app = new Hono<AppEnv>();
  app.use('*', httpMetrics(deps.metrics));
  app.use('*', requestContext(deps.logger));
  app.use(
    '*',
    securityHeaders({ ...env, mediaOrigin: deps.storage.signing?.origin, inlineScriptHashes: indexScriptHashes(env.CLIENT_DIST) }),
  );
  app.use(`${API_BASE}/*`, (c, next) => {
    // Reads that carry no body skip the check: asking for the body builds a whole web Request under node-server.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '') ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next);
  });
  app.use(`${API_BASE}/*`, compressJson());
  app.route(API_BASE, router.app);
  // The outbox holds live activation and reset codes: never list it on a production server.
  if (!env.smtpConfigured && env.NODE_ENV !== 'production') registerDevMailboxRoutes(app, { db });
  registerProbeRoutes(app, deps.readiness);
  registerClientApp(app, { clientDist: env.CLIENT_DIST });
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
