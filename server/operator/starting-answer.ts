import { probeAnswer } from './probe-answers';
import type { Readiness } from './readiness';

/**
 * What the API's port answers before the app exists (the database is being opened and migrated): the probes, with
 * /readyz saying why it is not ready, and 503 with Retry-After for anything else.
 */
export function startingAnswer(readiness: Readiness): (request: Request) => Promise<Response> {
  return async (request) => {
    const probe = await probeAnswer(new URL(request.url).pathname, readiness);
    if (probe) return Response.json(probe.body, { status: probe.status, headers: { 'Cache-Control': 'no-store' } });
    return Response.json({ message: 'The server is starting. Try again in a moment.' }, { status: 503, headers: { 'Retry-After': '5' } });
  };
}
