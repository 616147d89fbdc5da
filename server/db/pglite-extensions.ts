import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create. PGlite bundles them but loads only those named when a database
 * opens, so every PGlite.create passes these, or a migrated database would not open.
 */
export const pgliteExtensions = { pg_trgm };
