import type { Env } from '../env';

/**
 * PGlite belongs to one process, so on it the API process must run the jobs itself. Answers the message an
 * operator reads when the settings ask for something else, or null when they are fine.
 */
export function workerSettingsProblem(env: Pick<Env, 'DATABASE_URL' | 'WORKER_IN_PROCESS'>, role: 'api' | 'worker'): string | null {
  if (env.DATABASE_URL) return null;
  if (role === 'worker') {
    return (
      'npm run worker needs PostgreSQL: set DATABASE_URL. The embedded database (PGlite) can be opened by one ' +
      'process only, and the server (npm start) already runs generation jobs itself.'
    );
  }
  if (!env.WORKER_IN_PROCESS) {
    return 'WORKER_IN_PROCESS=false needs PostgreSQL (DATABASE_URL) and separate `npm run worker` processes; on the embedded database nothing would run the jobs.';
  }
  return null;
}
