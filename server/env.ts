import path from 'node:path';
import { z } from 'zod';
import { tiers } from '../contract';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value))),
  );
const integer = (fallback: number, min = 0) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).default(fallback));

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: integer(3000, 0),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  /**
   * The operator's port: Prometheus metrics at /metrics and the probes /livez and /readyz, on the API and the worker
   * alike. Unset: no such port (the API still answers the probes on PORT). Keep it off the public network.
   */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).optional()),
  /** The interface the operator's port listens on: loopback unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  /**
   * On SIGTERM, how long the API keeps serving while /readyz says draining, so the load balancer stops sending it
   * requests before it closes its port: at least the balancer's check interval times the failures it waits for.
   */
  SHUTDOWN_DRAIN_SECONDS: integer(0, 0),
  SMTP_HOST: optionalText,
  SMTP_PORT: integer(587, 1),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_SECURE: flag(false),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Studio <no-reply@localhost>')),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  ALTCHA_HMAC_KEY: optionalText,
  /** Upper bound of the ALTCHA search space: 50,000 SHA-256 rounds solve in a fraction of a second in a browser. */
  ALTCHA_MAX_NUMBER: integer(50_000, 10),
  /** Keys the one-time code hashes, so a leaked table cannot be brute-forced offline. */
  SECRET_KEY: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  STARTING_POINTS: integer(50, 0),
  /** The plan a new account starts on; a self-hosted studio may give everyone more than Free. */
  NEW_USER_TIER: z.preprocess(emptyToUndefined, z.enum(tiers).default('Free')),
  /** The configuration's teams.canJoin: whether teams may invite anyone (off freezes every team's membership). */
  TEAMS_CAN_JOIN: flag(true),
  /** The configuration's teams.maxMembersPerTeam, the owner included. */
  TEAMS_MAX_MEMBERS_PER_TEAM: integer(10, 1),
  CLIENT_DIST: z.preprocess(emptyToUndefined, z.string().default('dist/client')),
  /** Read the client address from X-Forwarded-For; only safe behind a proxy that sets it. */
  TRUST_PROXY: flag(false),
  /**
   * How many proxies of yours stand in front of the server. The client address is the hop the outermost of them
   * appended, counted from the end of X-Forwarded-For; anything further left the client wrote itself.
   */
  TRUST_PROXY_HOPS: integer(1, 1),
  RATE_LIMIT_WINDOW_SECONDS: integer(60, 1),
  RATE_LIMIT_MAX_PER_IP: integer(30, 1),
  RATE_LIMIT_MAX_PER_ACCOUNT: integer(10, 1),
  /** Image uploads (inputs and video thumbnails) one account may send per minute; each is a full decode. */
  UPLOADS_PER_MINUTE: integer(30, 1),
  /** Run generation jobs in the API process; turn off when `npm run worker` processes do it (PostgreSQL only). */
  WORKER_IN_PROCESS: flag(true),
  /**
   * A name for this worker process that stays the same across its restarts and that no other live process uses
   * (a container or host name). A restarted worker takes back at once the jobs its previous run held; without
   * one, a dead worker's jobs wait for its heartbeat to lapse. The embedded database needs none: it has one process.
   */
  WORKER_ID: optionalText,
  /** Generation jobs one process runs at once. */
  WORKER_CONCURRENCY: integer(2, 1),
  /** Jobs of one provider one process runs at once; each defaults to WORKER_CONCURRENCY. */
  WORKER_CONCURRENCY_LOCAL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  WORKER_CONCURRENCY_RUNWARE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  WORKER_CONCURRENCY_COMFYUI: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  /** A provider call is abandoned (and retried, then refunded) after this long; the job lease is a minute more. */
  GENERATION_TIMEOUT_SECONDS: integer(300, 5),
  /**
   * Lets users' webhooks reach loopback, private and link-local addresses (refused by default, redirects
   * included, so a webhook cannot probe the network the server sits in). Only for a studio on a closed network.
   */
  WEBHOOKS_ALLOW_PRIVATE_URLS: flag(false),
  /** Retries after a failed or lost attempt before a task fails with a refund. */
  GENERATION_RETRY_LIMIT: integer(2, 0),
  RUNWARE_API_KEY: optionalText,
  RUNWARE_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.runware.ai/v1')),
  /** A ComfyUI server: templates with a ComfyUI workflow run there first, while it can serve them. */
  COMFYUI_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Sent as a bearer token, for a ComfyUI behind an authenticating proxy. */
  COMFYUI_TOKEN: optionalText,
  /** Model files the shipped workflows load, as ComfyUI lists them (a subfolder included). */
  COMFYUI_CHECKPOINT: z.preprocess(emptyToUndefined, z.string().trim().default('sd_xl_base_1.0.safetensors')),
  COMFYUI_TURBO_CHECKPOINT: z.preprocess(emptyToUndefined, z.string().trim().default('sd_xl_turbo_1.0_fp16.safetensors')),
  /** Inpainting and outpainting; COMFYUI_CHECKPOINT when unset. */
  COMFYUI_INPAINT_CHECKPOINT: optionalText,
  COMFYUI_UPSCALE_MODEL: z.preprocess(emptyToUndefined, z.string().trim().default('RealESRGAN_x4plus.pth')),
  COMFYUI_VIDEO_CHECKPOINT: z.preprocess(emptyToUndefined, z.string().trim().default('ltx-video-2b-v0.9.5.safetensors')),
  COMFYUI_VIDEO_TEXT_ENCODER: z.preprocess(emptyToUndefined, z.string().trim().default('t5xxl_fp16.safetensors')),
  /** How often the server asks ComfyUI what it can serve after the check at start-up. */
  COMFYUI_HEALTH_INTERVAL_SECONDS: integer(60, 5),
  /** Media go to S3-compatible storage when a bucket is set, else to DATA_DIR/media. */
  S3_BUCKET: optionalText,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** MinIO and most self-hosted stores want path-style URLs. */
  S3_FORCE_PATH_STYLE: flag(false),
  S3_SIGNED_URLS: flag(false),
  /**
   * Who takes card payments: the built-in sandbox (a checkout page of this server where a tester pays or
   * cancels; no money moves), Stripe, PayPal, or none (checkout answers 503). Defaults to the sandbox, except on
   * a production server, which must choose.
   */
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'stripe', 'paypal', 'none']).optional()),
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret of the Stripe webhook endpoint (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.stripe.com')),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  /** The id of the PayPal webhook, which PayPal's signature check needs. */
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api-m.sandbox.paypal.com')),
  /** A JSON file of manual payment methods ({ description, methods: [{ method_key, display_name, instructions }] }, with translations); 'none' offers none. */
  MANUAL_PAYMENT_METHODS_FILE: optionalText,
  /** Where Contact Sales (the Enterprise plan) writes; unset shows Contact Sales without a way to write. */
  SALES_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  /** E-mail addresses (comma-separated) of the staff who review manual payments. No call can make anyone staff. */
  BILLING_STAFF_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      ),
  ),
});

/** Every setting the server reads: the deployment files and the README's configuration table are checked against it. */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);

type ParsedEnv = z.infer<typeof envSchema>;

/** The server's settings, parsed once; paths are absolute and PUBLIC_URL is always set. */
export type Env = Omit<ParsedEnv, 'PUBLIC_URL' | 'PAYMENT_PROVIDER'> & {
  PUBLIC_URL: string;
  PAYMENT_PROVIDER: NonNullable<ParsedEnv['PAYMENT_PROVIDER']>;
  /** Where the embedded database lives when DATABASE_URL is unset. */
  PGLITE_DIR: string;
  /** Where media files live when no S3 bucket is set. */
  MEDIA_DIR: string;
  smtpConfigured: boolean;
  recaptchaConfigured: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Without SMTP, mail goes to the dev outbox, which only a development server shows (and logs). A production server
 * could then never deliver an activation or reset code, so it must not start that way.
 */
export function productionMailProblem(env: Pick<Env, 'NODE_ENV' | 'smtpConfigured'>): string | null {
  if (env.NODE_ENV !== 'production' || env.smtpConfigured) return null;
  return (
    'NODE_ENV=production needs SMTP_HOST (and SMTP_USER, SMTP_PASSWORD as your server requires): without it no ' +
    'activation or password reset code can be mailed. Set NODE_ENV=development to use the dev outbox instead.'
  );
}

/** Parses settings from `source` (process.env by default); tests pass a plain object. */
export function loadEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment settings:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(cwd, parsed.DATA_DIR);
  if (Boolean(parsed.RECAPTCHA_SITE_KEY) !== Boolean(parsed.RECAPTCHA_SECRET_KEY)) {
    throw new EnvError('Set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither.');
  }
  if (Boolean(parsed.S3_ACCESS_KEY_ID) !== Boolean(parsed.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the default AWS credentials).');
  }
  const paymentProvider = parsed.PAYMENT_PROVIDER ?? (parsed.NODE_ENV === 'production' ? 'none' : 'sandbox');
  if (paymentProvider === 'stripe' && !(parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  if (paymentProvider === 'paypal' && !(parsed.PAYPAL_CLIENT_ID && parsed.PAYPAL_CLIENT_SECRET && parsed.PAYPAL_WEBHOOK_ID)) {
    throw new EnvError('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID.');
  }
  return {
    ...parsed,
    PAYMENT_PROVIDER: paymentProvider,
    DATA_DIR: dataDir,
    CLIENT_DIST: path.resolve(cwd, parsed.CLIENT_DIST),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    PGLITE_DIR: path.join(dataDir, 'db'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    smtpConfigured: parsed.SMTP_HOST !== undefined,
    recaptchaConfigured: parsed.RECAPTCHA_SECRET_KEY !== undefined,
  };
}

const testSettingsSchema = z.object({
  TEST_ENGINE: z.preprocess(emptyToUndefined, z.enum(['pglite', 'postgres']).optional()),
  DATABASE_URL: envSchema.shape.DATABASE_URL,
});

/** Which engine the server tests run on: TEST_ENGINE when set, else PostgreSQL exactly when DATABASE_URL is set. */
export function loadTestSettings(source: Record<string, string | undefined> = process.env): {
  engine: 'pglite' | 'postgres';
  databaseUrl: string | undefined;
} {
  const parsed = testSettingsSchema.parse(source);
  const engine = parsed.TEST_ENGINE ?? (parsed.DATABASE_URL ? 'postgres' : 'pglite');
  if (engine === 'postgres' && !parsed.DATABASE_URL) {
    throw new EnvError('TEST_ENGINE=postgres needs DATABASE_URL, e.g. postgres://root@127.0.0.1:5432/test');
  }
  return { engine, databaseUrl: parsed.DATABASE_URL };
}
