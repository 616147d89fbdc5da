import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The drizzle database both engines produce; repositories accept this or a transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type Engine = 'pglite' | 'postgres';

/** An open database and how to let it go. */
export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}
