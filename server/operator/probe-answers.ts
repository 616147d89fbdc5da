import type { Readiness } from './readiness';

/**
 * The two probes, as status and JSON body, for whichever server answers them (the API's port, the operator port):
 * liveness says the process runs (restart it when this fails), readiness says it should get traffic.
 */
export async function probeAnswer(pathname: string, readiness: Readiness): Promise<{ status: number; body: object } | null> {
  if (pathname === '/livez') return { status: 200, body: { status: 'alive' } };
  if (pathname !== '/readyz') return null;
  const answer = await readiness.check();
  return { status: answer.isReady ? 200 : 503, body: { status: answer.status } };
}
