import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { mirrorPgliteListeners } from './pglite-notifications';
import { readAnswer } from './pglite-wire';

/** How many statement texts stay prepared; the least recently used one is closed to make room. */
export const PREPARED_STATEMENT_LIMIT = 100;

/** A prepared statement that went stale (its plan's result type changed, or it no longer exists): prepare it again. */
const stalePlanCodes = new Set(['0A000', '26000']);
const isStale = (error: unknown) => stalePlanCodes.has((error as { code?: string }).code ?? '');

/** The private parts of PGlite's own query() that a query made here must honour as well. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

type ParserMap = PGlite['parsers'];

/**
 * The caller's parsers over PGlite's. parseResults would copy both into one object on every call, and PGlite's
 * hold one for every array type as well (drizzle passes its own with every query): a tenth of a millisecond per
 * statement on the one thread. Inheriting costs only the caller's few.
 */
function withParsers(defaults: ParserMap, own: QueryOptions['parsers']): ParserMap {
  return own ? Object.assign(Object.create(defaults) as ParserMap, own) : defaults;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * PGlite's query() parses and plans its statement on every call, in six trips into the engine. The session check
 * every authenticated call makes joins three tables, and planning it cost several times what running it did.
 * This keeps the statements it is asked for prepared under names, as the pg driver does for named queries on
 * PostgreSQL: a call binds and executes in one trip, and PostgreSQL reuses the plan it has cached. Queries inside
 * a transaction do the same (a run's and a task's ending are a dozen statements each, on the thread every request
 * shares); queries with a blob go the usual way.
 */
export function keepPgliteStatementsPrepared(client: PGlite): void {
  const internals = client as unknown as PgliteInternals;
  const plainQuery = client.query.bind(client);
  const prepared = new Map<string, Prepared>();
  let sequence = 0;
  const listeners = mirrorPgliteListeners(client);
  /** Close messages of evicted statements, sent ahead of the next call. */
  let closing: Uint8Array[] = [];

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `studio_prepared_${(sequence += 1)}`;
    const { messages } = await client.execProtocol(
      concat([
        ...closing,
        protocol.serialize.parse({ name, text, types: [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    closing = [];
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    if (prepared.size > PREPARED_STATEMENT_LIMIT) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      closing.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  /** `inTransaction`: the transaction's commit writes the changes out, as PGlite's own query leaves it to. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction = false): Promise<Results<T>> {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last: the map's order is the eviction order.
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const call = concat([
      ...closing,
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    closing = [];
    const chunks: Buffer[] = [];
    // The chunks are views of the engine's memory, which the next call reuses: each is copied as it comes.
    await client.execProtocolRawStream(call, { syncToFs: false, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
    const answer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const result = readAnswer(answer, withParsers(client.parsers, options?.parsers), options, listeners.deliver);
    if (!inTransaction) await client.syncToFs();
    return result as Results<T>;
  }

  /** A stale statement is closed with the next call and prepared again the next time it is asked for. */
  function forget(text: string): void {
    const stale = prepared.get(text);
    if (stale) closing.push(protocol.serialize.close({ type: 'S', name: stale.name }));
    prepared.delete(text);
  }

  client.query = async function preparedQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return plainQuery<T>(text, params, options);
    // PGlite's own locks, as its query() takes them: no other query, and no open transaction, runs in between.
    await internals['_checkReady']();
    return internals['_runExclusiveTransaction'](() =>
      internals['_runExclusiveQuery'](async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          if (!isStale(error)) throw error;
          forget(text);
          return run<T>(text, params, options);
        }
      }),
    );
  } as PGlite['query'];

  // The transaction lock is the caller's already (PGlite's transaction() holds it); the query lock is taken per
  // statement, as PGlite's own transaction query does.
  const plainTransaction = client.transaction.bind(client);
  client.transaction = function preparedTransaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return plainTransaction((tx) =>
      callback({
        async query<R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> {
          if (tx.closed) throw new Error('Transaction is closed');
          if (options?.blob || options?.paramTypes) return tx.query<R>(text, params, options);
          return internals['_runExclusiveQuery'](async () => {
            try {
              return await run<R>(text, params, options, true);
            } catch (error) {
              // The failed statement has aborted the transaction, so it cannot be tried again here; the next
              // transaction that asks for it prepares it afresh.
              if (isStale(error)) forget(text);
              throw error;
            }
          });
        },
        sql: tx.sql,
        exec: tx.exec,
        rollback: tx.rollback,
        listen: tx.listen,
        get closed() {
          return tx.closed;
        },
      }),
    );
  } as PGlite['transaction'];
}
