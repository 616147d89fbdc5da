import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

type Schema = typeof schema;

/** The drizzle database both engines produce; repositories accept this or a transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type Engine = 'pglite' | 'postgres';

/**
 * How to reach the same database without drizzle: the job queue and the task event listener need the PGlite
 * instance itself (one connection, shared), or a connection string to open connections of their own.
 */
export type NativeConnection = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; connectionString: string };

/** An open database and how to let it go. */
export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  native: NativeConnection;
  /** The connection pool's use, for the metrics: PostgreSQL only (PGlite is one connection in the process). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
