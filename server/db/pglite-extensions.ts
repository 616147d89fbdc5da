import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create. PGlite bundles them but loads only those named when a database
 * opens, so every PGlite.create passes these, or a migrated database would not open.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's own start parameters, with 16 MB of shared buffers instead of PostgreSQL's 128 MB: the embedded
 * database serves one process, its pages also sit in the operating system's cache, and WebAssembly memory, once
 * grown, is never given back. Half the idle server's memory was these buffers and what they pulled in.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
