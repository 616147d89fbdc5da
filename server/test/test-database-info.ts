/** What global setup hands each test file: how to get its own copy of a migrated database. */
export type TestDatabaseInfo = { engine: 'pglite'; dumpPath: string } | { engine: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
