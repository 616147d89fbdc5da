/**
 * Takes the README's screenshot from a running product: `npm start`, then
 * `npx tsx scripts/readme-screenshot.ts [url]` (default http://localhost:3000).
 */
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
await page.goto(`${base}/auth`);
await page.getByRole('heading', { level: 1 }).waitFor();
await page.screenshot({ path: 'docs/screenshot-auth.png' });
await browser.close();
console.log('wrote docs/screenshot-auth.png');
