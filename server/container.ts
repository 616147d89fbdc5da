import type { AppDeps } from './app';
import { systemClock, type Clock } from './clock';
import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import { loadManualMethods } from './catalog/manual-methods';
import { loadPlanCatalog } from './catalog/plan-catalog';
import { createGenerationEngine, type GenerationOverrides } from './generation-container';
import { createAltchaCaptcha } from './integrations/captcha/altcha-captcha';
import type { CaptchaVerifier } from './integrations/captcha/captcha';
import { createRecaptchaCaptcha, type FetchLike } from './integrations/captcha/recaptcha-captcha';
import { createGoogleVerifier } from './integrations/google/google-verifier';
import { createDevOutboxMailer } from './integrations/mail/dev-outbox-mailer';
import type { Mailer } from './integrations/mail/mailer';
import { createSmtpMailer, createSmtpTransport } from './integrations/mail/smtp-mailer';
import { createDatabaseRateLimiter } from './integrations/rate-limit/database-rate-limiter';
import { selectPaymentProvider } from './integrations/payments/select-provider';
import { createMemoryRateLimiter } from './integrations/rate-limit/rate-limiter';
import type { Logger } from './logger';
import { createIdempotencyStore } from './modules/idempotency';
import { pingDatabase } from './modules/health';
import { createReadiness } from './operator/readiness';
import { loadSecrets } from './secrets';
import { appVersion } from './version';

/** Overrides a test (or another entry point) may give instead of what the environment selects. */
export type DependencyOverrides = Partial<Omit<AppDeps, 'env' | 'db' | 'engine' | 'logger'>> &
  GenerationOverrides & {
    recaptchaFetch?: FetchLike;
  };

/** Ready as soon as it is built (main.ts passes its own, which says migrating and draining), while the database answers. */
function readyOn(database: DatabaseHandle) {
  const readiness = createReadiness('ready');
  readiness.useDatabase(() => pingDatabase(database.db));
  return readiness;
}

/** Picks each integration from the settings: SMTP or the dev outbox, reCAPTCHA or ALTCHA, Google or none. */
export function createDependencies(env: Env, database: DatabaseHandle, logger: Logger, overrides: DependencyOverrides = {}): AppDeps {
  const clock: Clock = overrides.clock ?? systemClock;
  const { db } = database;
  const secrets = overrides.secrets ?? loadSecrets(env);

  const mailer: Mailer =
    overrides.mailer ??
    (env.smtpConfigured
      ? createSmtpMailer(createSmtpTransport(env), env.MAIL_FROM)
      : createDevOutboxMailer({ db, logger, clock, isLoggingCodes: env.NODE_ENV !== 'production' }));

  const captcha: CaptchaVerifier =
    overrides.captcha ??
    (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
      ? createRecaptchaCaptcha({
          siteKey: env.RECAPTCHA_SITE_KEY,
          secretKey: env.RECAPTCHA_SECRET_KEY,
          logger,
          ...(overrides.recaptchaFetch ? { fetch: overrides.recaptchaFetch } : {}),
        })
      : createAltchaCaptcha({ db, clock, hmacKey: secrets.altchaHmacKey, maxNumber: env.ALTCHA_MAX_NUMBER }));

  const google =
    overrides.google !== undefined
      ? overrides.google
      : env.GOOGLE_CLIENT_ID
        ? createGoogleVerifier({ clientId: env.GOOGLE_CLIENT_ID, clock })
        : null;

  const generation = createGenerationEngine(env, database, logger, overrides);
  return {
    ...generation,
    env,
    db,
    engine: database.engine,
    logger,
    clock,
    mailer,
    captcha,
    google,
    // PGlite serves one process, where memory is exact; PostgreSQL may serve several API processes, which must share counts.
    rateLimiter:
      overrides.rateLimiter ?? (database.engine === 'postgres' ? createDatabaseRateLimiter({ db, clock }) : createMemoryRateLimiter(clock)),
    secrets,
    version: overrides.version ?? appVersion,
    plans: overrides.plans ?? loadPlanCatalog(generation.catalog),
    manualMethods: overrides.manualMethods ?? loadManualMethods(env.MANUAL_PAYMENT_METHODS_FILE),
    idempotency: overrides.idempotency ?? createIdempotencyStore({ db, clock }),
    payments: overrides.payments !== undefined ? overrides.payments : selectPaymentProvider(env, { secret: secrets.codeKey, clock }),
    readiness: overrides.readiness ?? readyOn(database),
  };
}
