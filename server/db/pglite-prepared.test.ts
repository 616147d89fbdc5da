import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPgliteStatementsPrepared, PREPARED_STATEMENT_LIMIT } from './pglite-prepared';

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  keepPgliteStatementsPrepared(client);
  await client.exec(`create table notes (id int primary key, body text, meta jsonb, at timestamptz)`);
});
afterAll(() => client.close());

const preparedCount = async () =>
  (await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'studio_prepared_%'`)).rows[0]!
    .n;

describe('PGlite statements kept prepared', () => {
  it('prepares a statement once and binds each call its own values, of every type, nulls included', async () => {
    const insert = 'insert into notes (id, body, meta, at) values ($1, $2, $3, $4) returning id, body, meta, at';
    const at = new Date('2026-01-02T03:04:05.678Z');
    const first = await client.query(insert, [1, 'harbour', { tags: ['a'] }, at]);
    const second = await client.query(insert, [2, null, null, null]);
    expect(first.rows).toEqual([{ id: 1, body: 'harbour', meta: { tags: ['a'] }, at }]);
    expect(second.rows).toEqual([{ id: 2, body: null, meta: null, at: null }]);
    const statements = await client.query<{ statement: string }>(`select statement from pg_prepared_statements where statement = $1`, [
      insert,
    ]);
    expect(statements.rows).toHaveLength(1);
    expect((await client.query('select id from notes where id = $1', [2], { rowMode: 'array' })).rows).toEqual([[2]]);
  });

  it("reads a column with the caller's parser where it gives one, and with PGlite's elsewhere", async () => {
    const timestamptz = 1184;
    const result = await client.query<{ meta: unknown; at: unknown }>(`select meta, at from notes where id = $1`, [1], {
      parsers: { [timestamptz]: (value: string) => `as sent: ${value}` },
    });
    expect(result.rows).toEqual([{ meta: { tags: ['a'] }, at: expect.stringMatching(/^as sent: 2026-01-02 03:04:05\.678/) }]);
  });

  it('keeps at most the limit, closing the least recently used', async () => {
    for (let index = 0; index < PREPARED_STATEMENT_LIMIT + 10; index += 1) await client.query(`select ${index} as n`);
    // The count query is one of them; closes of the evicted are sent with the next call.
    expect(await preparedCount()).toBeLessThanOrEqual(PREPARED_STATEMENT_LIMIT + 1);
    expect(await preparedCount()).toBeGreaterThan(PREPARED_STATEMENT_LIMIT / 2);
  });

  it('answers errors as PGlite does and leaves the connection usable', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await client.query(insert, [10, 'once']);
    await expect(client.query(insert, [10, 'twice'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query<{ body: string }>('select body from notes where id = $1', [10])).rows).toEqual([{ body: 'once' }]);
  });

  it('prepares again a statement whose table changed shape', async () => {
    const everything = 'select * from notes where id = $1';
    expect(Object.keys((await client.query<object>(everything, [1])).rows[0]!)).toEqual(['id', 'body', 'meta', 'at']);
    await client.exec('alter table notes add column extra int');
    expect(Object.keys((await client.query<object>(everything, [1])).rows[0]!)).toEqual(['id', 'body', 'meta', 'at', 'extra']);
  });

  it('keeps statements inside a transaction prepared too, and rolls their changes back with it', async () => {
    const rename = 'update notes set body = $1 where id = $2 returning body';
    await client
      .transaction(async (tx) => {
        expect((await tx.query(rename, ['inside', 1])).rows).toEqual([{ body: 'inside' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const statements = await client.query(`select 1 from pg_prepared_statements where statement = $1`, [rename]);
    expect(statements.rows).toHaveLength(1);
    expect((await client.query<{ body: string }>('select body from notes where id = $1', [1])).rows).toEqual([{ body: 'harbour' }]);
  });

  it('answers a failed statement inside a transaction with its code and rolls the transaction back', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    const attempt = client.transaction(async (tx) => {
      await tx.query(insert, [20, 'first']);
      await tx.query(insert, [20, 'again']);
    });
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select id from notes where id = $1', [20])).rows).toEqual([]);
    await client.transaction(async (tx) => void (await tx.query(insert, [20, 'committed'])));
    expect((await client.query<{ body: string }>('select body from notes where id = $1', [20])).rows).toEqual([{ body: 'committed' }]);
  });

  it('fails only the one transaction that meets a statement gone stale, and prepares it again for the next', async () => {
    const everything = 'select * from notes where id = $1 and id > $2';
    const read = () => client.transaction(async (tx) => Object.keys((await tx.query<object>(everything, [1, 0])).rows[0]!));
    expect(await read()).not.toContain('later');
    await client.exec('alter table notes add column later int');
    // The schema changed under a statement kept prepared: that transaction cannot retry it, having been aborted.
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect(await read()).toContain('later');
  });

  it('leaves transactions to PGlite: a rolled back change is gone', async () => {
    await client
      .transaction(async (tx) => {
        await tx.query('update notes set body = $1 where id = $2', ['changed', 1]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await client.query<{ body: string }>('select body from notes where id = $1', [1])).rows).toEqual([{ body: 'harbour' }]);
  });
});
