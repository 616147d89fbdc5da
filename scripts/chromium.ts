import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The Chromium the browser tests drive: `CHROMIUM_PATH`, else the first system browser found. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return candidates.find((path) => existsSync(path));
}

/**
 * Launch options for a system Chromium. Playwright cannot download its own browser here; the extra flags stop
 * Chromium from flooding a closed network with background connections.
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--font-render-hinting=none',
    ],
  };
}
