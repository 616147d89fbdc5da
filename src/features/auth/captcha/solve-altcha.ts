import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { z } from 'zod';
import type { captchaChallengeSchema } from '@contract';

type Challenge = z.infer<typeof captchaChallengeSchema>;

/**
 * Solves an ALTCHA proof-of-work challenge in the browser and encodes the payload the server verifies:
 * base64 of `{ challenge, solution }`, the format of ALTCHA's own widget.
 */
export async function solveAltcha(challenge: Challenge, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 30_000 });
  if (!solution) throw new Error('The captcha could not be solved in time.');
  return btoa(JSON.stringify({ challenge, solution }));
}
