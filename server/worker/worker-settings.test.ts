import { describe, expect, it } from 'vitest';
import { workerSettingsProblem } from './worker-settings';

describe('where generation jobs run', () => {
  it('refuses a separate worker on the embedded database, with a clear message', () => {
    expect(workerSettingsProblem({ DATABASE_URL: undefined, WORKER_IN_PROCESS: true }, 'worker')).toMatch(
      /npm run worker needs PostgreSQL: set DATABASE_URL/,
    );
    expect(workerSettingsProblem({ DATABASE_URL: 'postgres://db/studio', WORKER_IN_PROCESS: true }, 'worker')).toBeNull();
  });

  it('refuses an API without its in-process worker on the embedded database', () => {
    expect(workerSettingsProblem({ DATABASE_URL: undefined, WORKER_IN_PROCESS: false }, 'api')).toMatch(
      /WORKER_IN_PROCESS=false needs PostgreSQL/,
    );
    expect(workerSettingsProblem({ DATABASE_URL: undefined, WORKER_IN_PROCESS: true }, 'api')).toBeNull();
    expect(workerSettingsProblem({ DATABASE_URL: 'postgres://db/studio', WORKER_IN_PROCESS: false }, 'api')).toBeNull();
  });
});
