import { setupWorker } from 'msw/browser';

/** API requests no handler answered during the current story; the test setup fails the story when any exist. */
export const unhandledApiRequests: string[] = [];

/** MSW for stories: answers nothing by default, and records every API request a story forgot to mock. */
export async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      if (frame.protocol !== 'http') return;
      const { request } = frame.data as { request: Request };
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return;
      unhandledApiRequests.push(`${request.method} ${url.pathname}`);
      defaults.error();
    },
  });
  return worker;
}
