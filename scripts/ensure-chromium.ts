/**
 * Browser tests drive a system Chromium (Playwright cannot download its own here). Finds one; when none is found
 * and this runs as root on Debian, installs Debian's package; otherwise says how to get one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium';

const run = (args: string[]) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

function install(): void {
  try {
    run(['install', '-y', '--no-install-recommends', 'chromium']);
  } catch {
    run(['update']);
    run(['install', '-y', '--no-install-recommends', 'chromium']);
  }
}

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
} else if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
  console.log("No Chromium found: installing Debian's chromium package...");
  install();
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but not found at /usr/bin/chromium.');
  console.log(`Chromium: ${installed}`);
} else {
  console.error(
    [
      'No Chromium found. The browser tests need one:',
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
