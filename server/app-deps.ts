import type { ManualMethods } from './catalog/manual-methods';
import type { PlanCatalog } from './catalog/plan-catalog';
import type { Clock } from './clock';
import type { Database, Engine } from './db/database';
import type { Env } from './env';
import type { GenerationEngine } from './generation-engine';
import type { IdempotencyStore } from './idempotency-store';
import type { CaptchaVerifier } from './integrations/captcha/captcha';
import type { GoogleVerifier } from './integrations/google/google-verifier';
import type { Mailer } from './integrations/mail/mailer';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter';
import type { Logger } from './logger';
import type { Readiness } from './operator/readiness';
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
  /** Keeps Idempotency-Keys and the answers a retry replays. */
  idempotency: IdempotencyStore;
  /** What /readyz answers: whether this process should get traffic. */
  readiness: Readiness;
}
