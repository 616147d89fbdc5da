import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
const { DATABASE_URL: _ignored, ...environment } = process.env;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One at a time: two side by side on two cores each took twice as long and a video journey overran its limit.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The phone walks the first journey and the layout checks; each screen's phone states are pictured in its
    // stories, and E2E_PHONE=all walks every journey on the phone too (half again the suite's time).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: process.env.E2E_PHONE === 'all' ? undefined : /(first-journey|layout)\.spec\.ts$/,
    },
  ],
  // The real product as `npm start` runs it: the built app and the API on one port, on a fresh embedded database.
  webServer: {
    command: 'rm -rf data/e2e && tsx server/main.ts',
    url: `${baseURL}/api/v1/health`,
    // A first start builds the embedded database's schema; on a busy two-core machine that has taken 100 s.
    timeout: 240_000,
    reuseExistingServer: false,
    // Every journey signs up from one address: a higher per-address limit keeps the suite clear of it. New accounts
    // start on Plus, the first plan with API keys, so the key journey needs no purchase.
    env: {
      ...environment,
      PORT: String(port),
      DATA_DIR: 'data/e2e',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX_PER_IP: '1000',
      NEW_USER_TIER: 'Plus',
      // The billing journeys' reviewers, one per project (tests/e2e/billing.spec.ts).
      BILLING_STAFF_EMAILS: 'billing.staff.desktop@example.com,billing.staff.phone@example.com',
      // The webhook journey's receiver listens on this machine, an address the server otherwise refuses to call.
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    } as Record<string, string>,
  },
});
