import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startBanner } from './start-banner';

const cwd = '/srv/studio';
const bannerFor = (settings: Record<string, string>, url = 'http://localhost:3000') => startBanner(loadEnv(settings, cwd), url, cwd);

describe('the start banner', () => {
  it('says, on a first start with nothing set, where the studio is, where the mail goes and what runs offline', () => {
    expect(bannerFor({}).split('\n')).toEqual([
      'Studio is running at http://localhost:3000',
      '  Mail        no SMTP server (SMTP_HOST): activation and reset codes are printed in this log and listed at http://localhost:3000/dev/mailbox',
      '  Generation  the offline local provider only: preview pictures, not a real model (set COMFYUI_URL or RUNWARE_API_KEY; see the README)',
      '  Payments    sandbox: a test checkout on this server where no money moves (PAYMENT_PROVIDER); manual payments from server/catalog/payment-methods.json (the example)',
      '  Sign-in     the self-hosted proof-of-work captcha (ALTCHA); no Google sign-in (GOOGLE_CLIENT_ID)',
      '  Data        the embedded database in ./data/db; media in ./data/media',
    ]);
  });

  it('names each live service a production server is set up with, and none of its secrets', () => {
    const banner = bannerFor(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://studio.example',
        SMTP_HOST: 'smtp.example',
        SMTP_PASSWORD: 'smtp-secret',
        COMFYUI_URL: 'http://gpu-user:gpu-secret@10.0.0.5:8188/',
        COMFYUI_TOKEN: 'comfy-secret',
        RUNWARE_API_KEY: 'runware-secret',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_stripe-secret',
        STRIPE_WEBHOOK_SECRET: 'whsec_secret',
        MANUAL_PAYMENT_METHODS_FILE: 'none',
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'recaptcha-secret',
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        DATABASE_URL: 'postgres://studio:db-secret@db.internal:5432/studio?sslmode=require',
        S3_BUCKET: 'studio-media',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 's3-secret',
      },
      'https://studio.example',
    );
    expect(banner.split('\n')).toEqual([
      'Studio is running at https://studio.example',
      '  Mail        SMTP through smtp.example:587, from Studio <no-reply@localhost>',
      '  Generation  ComfyUI at http://10.0.0.5:8188, then Runware, then the offline local provider for what they cannot serve',
      '  Payments    Stripe, live; no manual payments',
      '  Sign-in     Google reCAPTCHA; Google sign-in on',
      '  Data        PostgreSQL at postgres://db.internal:5432/studio; media in the S3 bucket studio-media',
    ]);
    expect(banner).not.toMatch(/secret|AKIA|gpu-user/);
  });

  it('tells PayPal’s sandbox from its live API, and says when checkout is off', () => {
    const paypal = { PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'hook' };
    expect(bannerFor(paypal)).toContain('  Payments    PayPal at https://api-m.sandbox.paypal.com (sandbox);');
    expect(bannerFor({ ...paypal, PAYPAL_API_URL: 'https://api-m.paypal.com' })).toContain(
      '  Payments    PayPal at https://api-m.paypal.com, live;',
    );
    expect(bannerFor({ PAYMENT_PROVIDER: 'none' })).toContain('  Payments    no card payments (PAYMENT_PROVIDER=none: checkout is off);');
    expect(bannerFor({ RUNWARE_API_KEY: 'key' })).toContain(
      '  Generation  Runware, then the offline local provider for what they cannot serve',
    );
  });
});

describe('the README', () => {
  it('shows the banner a first start prints', () => {
    const readme = readFileSync('README.md', 'utf8');
    const shown = /```text\n(Studio is running at [\s\S]*?)\n```/.exec(readme)?.[1];
    expect(shown).toBe(startBanner(loadEnv({}), 'http://localhost:3000'));
  });
});
