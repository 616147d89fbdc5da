/** Why a process is not taking traffic, or that it is. */
export type ReadinessState = 'starting' | 'migrating' | 'ready' | 'draining';

interface ReadinessAnswer {
  isReady: boolean;
  status: ReadinessState | 'database unreachable';
}

/**
 * What a load balancer asks before sending a process requests: ready only after the database is migrated and the
 * process started, never while it drains for a shutdown, and only while its database answers.
 */
export interface Readiness {
  state(): ReadinessState;
  set(state: ReadinessState): void;
  /** From now on readiness also asks the database (a ping that throws or outlasts the timeout means not ready). */
  useDatabase(ping: () => Promise<void>): void;
  check(): Promise<ReadinessAnswer>;
}

/** A database that takes longer than this to answer `select 1` is as good as gone for a request. */
const PING_TIMEOUT_MS = 2000;

export function createReadiness(initial: ReadinessState = 'starting'): Readiness {
  let state = initial;
  let ping: (() => Promise<void>) | null = null;
  return {
    state: () => state,
    set(next) {
      state = next;
    },
    useDatabase(next) {
      ping = next;
    },
    async check() {
      if (state !== 'ready') return { isReady: false, status: state };
      if (!ping) return { isReady: true, status: state };
      try {
        await Promise.race([
          ping(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('the database did not answer in time')), PING_TIMEOUT_MS).unref(),
          ),
        ]);
        return { isReady: true, status: 'ready' };
      } catch {
        return { isReady: false, status: 'database unreachable' };
      }
    },
  };
}
