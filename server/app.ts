import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE, errorCodes } from '../contract';
import type { Clock } from './clock';
import type { Database, Engine } from './db/database';
import type { Env } from './env';
import { registerApiDocs } from './http/api-docs';
import { createApiRouter } from './http/api-router';
import type { AppEnv } from './http/app-env';
import { registerClientApp } from './http/client-app';
import { handleError, handleNotFound } from './http/error-handler';
import { HttpError } from './http/http-error';
import { createRateGuard } from './http/rate-limit';
import { requestContext } from './http/request-context';
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
import { createPermissionService } from './modules/permissions/permissions.service';
import { createTaskAllowanceService } from './modules/permissions/task-allowance.service';
import { noTasksYet } from './modules/permissions/task-counter';
import { noTeamsYet } from './modules/permissions/team-directory';
import { registerPointsRoutes } from './modules/points/points.routes';
import { createPointsService } from './modules/points/points.service';
import { createSessionService } from './modules/sessions/sessions.service';
import { registerUserRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import type { ServerSecrets } from './secrets';

/** Everything the app talks to, passed in so tests can build it on a fresh database with fakes. */
export interface AppDeps {
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

/** JSON bodies of the auth calls are tiny; uploads will get their own, larger limit. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps): Hono<AppEnv> {
  installValidationMessages();
  const { env, db, clock } = deps;
  const sessions = createSessionService({ db, clock });
  const codes = createCodeService({ db, clock, mailer: deps.mailer, logger: deps.logger, codeKey: deps.secrets.codeKey });
  const limit = createRateGuard(deps.rateLimiter, {
    perIp: { limit: env.RATE_LIMIT_MAX_PER_IP, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    perAccount: { limit: env.RATE_LIMIT_MAX_PER_ACCOUNT, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
  });
  const startingPoints = env.STARTING_POINTS;

  const permissions = createPermissionService({ db });
  const apiKeys = createApiKeyService({ db, clock, permissions });
  const users = createUserService({ db });

  const router = createApiRouter({ authenticator: createBearerAuthenticator({ sessions, apiKeys }), trustProxy: env.TRUST_PROXY });
  registerHealthRoutes(router, { db, engine: deps.engine, version: deps.version });
  registerAuthRoutes(router, {
    auth: createAuthService({ db, clock, sessions, google: deps.google, startingPoints }),
    captcha: deps.captcha,
    limit,
    googleClientId: deps.google?.clientId ?? null,
  });
  registerRegistrationRoutes(router, {
    registration: createRegistrationService({ db, clock, codes, sessions, startingPoints }),
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
  // The task and team seams answer "none" until the generation and teams issues replace them.
  registerPermissionRoutes(router, {
    allowance: createTaskAllowanceService({ permissions, tasks: noTasksYet, teams: noTeamsYet }),
  });
  registerApiKeyRoutes(router, { apiKeys });
  registerPointsRoutes(router, { points: createPointsService({ db, clock }) });
  registerBillingRoutes(router);
  registerApiDocs(router, { version: deps.version });

  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps.logger));
  app.use(
    `${API_BASE}/*`,
    bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: () => {
        throw new HttpError(errorCodes.payloadTooLarge, 'The request body is too large.');
      },
    }),
  );
  app.route(API_BASE, router.app);
  // The outbox holds live activation and reset codes: never list it on a production server.
  if (!env.smtpConfigured && env.NODE_ENV !== 'production') registerDevMailboxRoutes(app, { db });
  registerClientApp(app, { clientDist: env.CLIENT_DIST });
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
