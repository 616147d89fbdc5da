import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestApp } from './test-app';

/** Fetches a challenge from the app and solves it the way the browser does; answers the form field's value. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const { status, body } = await t.get<Challenge>('/api/v1/captcha/challenge');
  if (status !== 200) throw new Error(`Fetching a captcha challenge failed with ${status}`);
  const solution = await solveChallenge({ challenge: body, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: body, solution })).toString('base64');
}
