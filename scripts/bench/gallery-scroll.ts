import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { generatedMediaAt } from '../../mocks/fixtures/media.fixtures';
import { chromiumLaunchOptions } from '../chromium';
import { startBuiltApp } from './built-app';
import { ms, percentile } from './stats';

/** The gallery stays smooth with 10,000 creations, its DOM a few hundred nodes whatever the count. */
const CREATIONS = 10_000;
const FRAME_BUDGET_MS = 1000 / 60;
const GRID_NODES_TARGET = 500;
/** How fast the measured scroll moves: a brisk flick of the wheel, held. */
const SCROLL_PX_PER_SECOND = 3000;
const SCROLL_SECONDS = 10;
const SCROLL_PASSES = 3;

const creations = Array.from({ length: CREATIONS }, (_, index) => generatedMediaAt(index));
const gridLabel = (JSON.parse(readFileSync('public/assets/lang/en.json', 'utf8')) as { galleryScreen: { grid: string } }).galleryScreen
  .grid;

/**
 * Answers the history from 10,000 mocked creations as the server pages it, by cursor or by offset (`page`), with
 * the capped count when asked (the rest of the app talks to the real server); counts the requests and says when
 * the last creation went out.
 */
async function mockHistory(page: Page) {
  const served = { pages: 0, isComplete: false };
  await page.route('**/api/v1/generated-history?*', async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const perPage = Number(query.get('per_page') ?? 20);
    const cursor = query.get('cursor');
    const start = cursor ? Number(cursor) : (Number(query.get('page') ?? 1) - 1) * perPage;
    const end = Math.min(CREATIONS, start + perPage);
    served.pages += 1;
    served.isComplete ||= end === CREATIONS;
    const total = query.get('with_total') === 'true' ? { total: { count: CREATIONS, is_capped: false } } : {};
    await route.fulfill({ json: { history: creations.slice(start, end), next_cursor: end < CREATIONS ? String(end) : null, ...total } });
  });
  // Video tiles would ask the server for files that do not exist: answered at once, as a missing file.
  await page.route('**/mock-media/**', (route) => route.fulfill({ status: 404 }));
  return served;
}

/**
 * Jumps to the end of the grid (as dragging the scrollbar there or the End key does) and waits until the last
 * creation's tile is drawn with no skeleton left: the grid loads the pages there, not the 500 before them.
 */
async function jumpToEnd(page: Page, served: { pages: number; isComplete: boolean }): Promise<{ ms: number; pages: number }> {
  const started = performance.now();
  const before = served.pages;
  await page.evaluate((label) => {
    const scroller = document.querySelector(`[role="list"][aria-label="${label}"]`)!.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
  }, gridLabel);
  await page.waitForFunction(
    (label) => {
      const grid = document.querySelector(`[role="list"][aria-label="${label}"]`)!;
      const view = grid.parentElement!.getBoundingClientRect();
      const cells = [...grid.querySelectorAll(':scope > [role="listitem"]')];
      // The grid re-renders for a scroll in a transition: until it has, the cells drawn are still the top's.
      const shown = cells.filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.bottom > view.top && box.top < view.bottom;
      });
      return shown.length > 0 && cells.every((cell) => cell.querySelector('button') !== null);
    },
    gridLabel,
    { timeout: 60_000 },
  );
  if (!served.isComplete) throw new Error('the last page was never asked for');
  return { ms: performance.now() - started, pages: served.pages - before };
}

interface ScrollSample {
  frames: number[];
  documentNodes: number[];
  gridNodes: number[];
  renderedItems: number[];
}

/** Scrolls the grid from the top at a steady speed, one step a frame, timing every frame and counting nodes as it goes. */
function measureScroll(page: Page, pxPerSecond = SCROLL_PX_PER_SECOND, seconds = SCROLL_SECONDS): Promise<ScrollSample> {
  return page.evaluate(
    ({ label, speed, duration }) =>
      new Promise<ScrollSample>((resolve) => {
        const grid = document.querySelector(`[role="list"][aria-label="${label}"]`)!;
        const scroller = grid.parentElement!;
        scroller.scrollTop = 0;
        const sample: ScrollSample = { frames: [], documentNodes: [], gridNodes: [], renderedItems: [] };
        let last = 0;
        let elapsed = 0;
        const step = (now: number) => {
          if (last) {
            const delta = now - last;
            sample.frames.push(delta);
            elapsed += delta;
            scroller.scrollTop += (speed * delta) / 1000;
          }
          last = now;
          if (sample.frames.length % 10 === 0) {
            sample.documentNodes.push(document.getElementsByTagName('*').length);
            sample.gridNodes.push(grid.getElementsByTagName('*').length);
            sample.renderedItems.push(grid.querySelectorAll('[role="listitem"]').length);
          }
          const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
          if (elapsed < duration * 1000 && !atEnd) requestAnimationFrame(step);
          else resolve(sample);
        };
        requestAnimationFrame(step);
      }),
    { label: gridLabel, speed: pxPerSecond, duration: seconds },
  );
}

/**
 * The gallery with 10,000 creations in headless Chromium, on the built app with the history mocked: a jump to the
 * end, then a steady scroll from the top (loading pages as it goes), timing each frame and counting the DOM's nodes.
 */
export async function measureGalleryScroll(): Promise<void> {
  console.log(`\nGallery with ${CREATIONS.toLocaleString('en')} creations, headless Chromium, 1280 x 800 (built app, history mocked)`);
  const app = await startBuiltApp('studio-gallery-bench-');
  if (!app) return;
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const served = await mockHistory(page);
    // tsx compiles the functions handed to the page with a helper that names them; the page has none of its own.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    // The token where a remembered session keeps it, set from a page that loads none of the app's files.
    await page.goto(`${app.base}/api/v1/health`);
    await page.evaluate((token) => localStorage.setItem('authToken', token), app.token);
    await page.goto(`${app.base}/gallery`);
    await page.getByRole('list', { name: gridLabel }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    const jump = await jumpToEnd(page, served);
    const items = await page.evaluate(() => document.querySelectorAll('[role="listitem"]').length);
    console.log(
      `  a jump to the end: ${jump.pages} requests, the last creation drawn in ${(jump.ms / 1000).toFixed(1)} s; ${items} tiles in the DOM there`,
    );

    // The same page's frames standing still: what the machine alone costs a frame while others use its cores.
    const idle = (await measureScroll(page, 0, 3)).frames;
    console.log(`  standing still, ${idle.length} frames: frame time p50 ${ms(percentile(idle, 50))}  p95 ${ms(percentile(idle, 95))}`);
    // A few passes: on a shared machine one pass can land on a busy moment.
    for (let pass = 1; pass <= SCROLL_PASSES; pass += 1) {
      const sample = await measureScroll(page);
      const frames = sample.frames;
      const slow = frames.filter((frame) => frame > 25).length;
      console.log(
        `  pass ${pass}, ${SCROLL_PX_PER_SECOND} px/s, ${frames.length} frames: frame time p50 ${ms(percentile(frames, 50))}  p95 ${ms(percentile(frames, 95))}  max ${ms(Math.max(...frames))}  (target p95 ≤ ${FRAME_BUDGET_MS.toFixed(1)} ms; ${slow} frames over 25 ms)`,
      );
      console.log(
        `      DOM: grid ${Math.min(...sample.gridNodes)} to ${Math.max(...sample.gridNodes)} nodes (target ≤ ${GRID_NODES_TARGET}), ` +
          `${Math.min(...sample.renderedItems)} to ${Math.max(...sample.renderedItems)} tiles; whole page ${Math.min(...sample.documentNodes)} to ${Math.max(...sample.documentNodes)} nodes`,
      );
    }
  } finally {
    await browser.close();
    app.close();
  }
}
