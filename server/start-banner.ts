import path from 'node:path';
import type { Env } from './env';

/** An address as it can be shown in a log: no user name, password or query (a token may ride there). */
function shown(address: string): string {
  const url = new URL(address);
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

/** Where a folder of the data directory is, relative to the working directory when inside it. */
function folder(dir: string, cwd: string): string {
  const relative = path.relative(cwd, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

function mailLine(env: Env, url: string): string {
  if (env.smtpConfigured) return `SMTP through ${env.SMTP_HOST}:${env.SMTP_PORT}, from ${env.MAIL_FROM}`;
  return `no SMTP server (SMTP_HOST): activation and reset codes are printed in this log and listed at ${url}/dev/mailbox`;
}

function generationLine(env: Env): string {
  const real = [...(env.COMFYUI_URL ? [`ComfyUI at ${shown(env.COMFYUI_URL)}`] : []), ...(env.RUNWARE_API_KEY ? ['Runware'] : [])];
  if (real.length === 0) {
    return 'the offline local provider only: preview pictures, not a real model (set COMFYUI_URL or RUNWARE_API_KEY; see the README)';
  }
  return `${real.join(', then ')}, then the offline local provider for what they cannot serve`;
}

const manualPayments = (env: Env) =>
  env.MANUAL_PAYMENT_METHODS_FILE === 'none'
    ? 'no manual payments'
    : `manual payments from ${env.MANUAL_PAYMENT_METHODS_FILE ?? 'server/catalog/payment-methods.json (the example)'}`;

function paymentLine(env: Env): string {
  const manual = manualPayments(env);
  switch (env.PAYMENT_PROVIDER) {
    case 'sandbox':
      return `sandbox: a test checkout on this server where no money moves (PAYMENT_PROVIDER); ${manual}`;
    case 'stripe':
      return `Stripe${env.STRIPE_SECRET_KEY?.startsWith('sk_live_') ? ', live' : ', test mode'}; ${manual}`;
    case 'paypal':
      return `PayPal at ${shown(env.PAYPAL_API_URL)}${env.PAYPAL_API_URL.includes('sandbox') ? ' (sandbox)' : ', live'}; ${manual}`;
    case 'none':
      return `no card payments (PAYMENT_PROVIDER=none: checkout is off); ${manual}`;
  }
}

function signInLine(env: Env): string {
  const captcha = env.recaptchaConfigured ? 'Google reCAPTCHA' : 'the self-hosted proof-of-work captcha (ALTCHA)';
  return `${captcha}; ${env.GOOGLE_CLIENT_ID ? 'Google sign-in on' : 'no Google sign-in (GOOGLE_CLIENT_ID)'}`;
}

function dataLine(env: Env, cwd: string): string {
  const database = env.DATABASE_URL
    ? `PostgreSQL at ${shown(env.DATABASE_URL)}`
    : `the embedded database in ${folder(env.PGLITE_DIR, cwd)}`;
  const media = env.S3_BUCKET ? `media in the S3 bucket ${env.S3_BUCKET}` : `media in ${folder(env.MEDIA_DIR, cwd)}`;
  return `${database}; ${media}`;
}

/**
 * What the server prints once it listens, read from its settings: where to open the studio, and what is live
 * behind it (mail, generation, payments, sign-in, data), each naming the setting that changes it. Secrets never
 * appear: addresses lose their credentials and keys are only said to be set.
 */
export function startBanner(env: Env, url: string, cwd = process.cwd()): string {
  return [
    `Studio is running at ${url}`,
    `  Mail        ${mailLine(env, url)}`,
    `  Generation  ${generationLine(env)}`,
    `  Payments    ${paymentLine(env)}`,
    `  Sign-in     ${signInLine(env)}`,
    `  Data        ${dataLine(env, cwd)}`,
  ].join('\n');
}
