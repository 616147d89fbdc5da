import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPgliteStatementsPrepared } from './pglite-prepared';

// The same statements on a PGlite left as it comes and on one whose answers are read by pglite-wire.ts: whatever
// PGlite's own reader makes of an answer is what the fast reader must make of it.
let plain: PGlite;
let fast: PGlite;

const schema = `
  create table things (id int primary key, label text, price numeric(10, 2), ratio float8, big int8, flag bool,
    meta jsonb, doc json, at timestamptz, day date, ref uuid, tags text[], counts int[], raw bytea, span interval);
  create function noisy(n int) returns int language plpgsql as $$ begin raise notice 'counting %', n; return n; end $$;`;

beforeAll(async () => {
  [plain, fast] = await Promise.all([PGlite.create(), PGlite.create()]);
  keepPgliteStatementsPrepared(fast);
  await Promise.all([plain.exec(schema), fast.exec(schema)]);
});
afterAll(() => Promise.all([plain.close(), fast.close()]));

async function both(text: string, params: unknown[] = [], options?: QueryOptions) {
  const [expected, actual] = await Promise.all([plain.query(text, params, options), fast.query(text, params, options)]);
  expect(actual).toEqual(expected);
  return actual;
}

describe('PGlite answers read without its own parser', () => {
  it('reads every column type, nulls, multi-byte text and the row counts as PGlite does', async () => {
    const insert = `insert into things (id, label, price, ratio, big, flag, meta, doc, at, day, ref, tags, counts, raw, span)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning *`;
    const inserted = await both(insert, [
      1,
      'منارة عند الغسق — 灯台 🌅, "quoted" \\ back',
      '12.50',
      0.25,
      '9007199254740993',
      true,
      { nested: { list: [1, 'two', null] }, emoji: '🌊' },
      '{"a": 1}',
      new Date('2026-03-04T05:06:07.089Z'),
      '2026-12-07',
      '6f1c2a4e-8d1b-4c77-9a0e-1f2b3c4d5e6f',
      ['one', 'two words', 'with,comma', 'with "quote"', ''],
      [3, 2, 1],
      new Uint8Array([0, 1, 254, 255]),
      '1 day 02:03:04',
    ]);
    expect(inserted.rows).toHaveLength(1);
    expect(inserted.affectedRows).toBe(1);
    // A row of nulls but its key, with no rows answered.
    const empty = await both(insert.replace('returning *', ''), [2, ...Array.from({ length: 14 }, () => null)]);
    expect(empty.rows).toEqual([]);
    expect((await both('select * from things order by id')).rows).toHaveLength(2);
    expect((await both('select id, label from things where id = $1', [1], { rowMode: 'array' })).rows[0]).toEqual([1, expect.any(String)]);
    await both('select id, label as id from things order by 1');
    await both('select * from things where id = $1', [404]);
    expect((await both('update things set flag = $1 where id > $2', [false, 0])).affectedRows).toBe(2);
    expect((await both('delete from things where id = $1', [2])).affectedRows).toBe(1);
  });

  it("reads with the caller's parsers where it gives them", async () => {
    const timestamptz = 1184;
    const result = await both('select at, id from things where id = $1', [1], {
      parsers: { [timestamptz]: (text: string) => `as sent: ${text}` },
    });
    expect(result.rows[0]).toEqual({ at: expect.stringMatching(/^as sent: 2026-03-04/), id: 1 });
  });

  it('hands notices to onNotice, with the result, inside a transaction and out of one', async () => {
    const notices: string[] = [];
    const onNotice = (notice: { message?: string }) => notices.push(notice.message ?? '');
    expect((await fast.query('select noisy($1) as n', [7], { onNotice })).rows).toEqual([{ n: 7 }]);
    await fast.transaction(async (tx) => expect((await tx.query('select noisy($1) as n', [8], { onNotice })).rows).toEqual([{ n: 8 }]));
    expect(notices).toEqual(['counting 7', 'counting 8']);
  });

  it('throws the first error with its code and fields, and goes on answering after it', async () => {
    await expect(fast.query('insert into things (id) values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
      constraint: 'things_pkey',
      table: 'things',
    });
    await expect(fast.query('select noisy($1::int)', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await fast.query('select count(*)::int as n from things')).rows).toEqual([{ n: 1 }]);
  });

  it('hands notifications to the listeners of their channel and to every-channel ones, until they stop listening', async () => {
    const heard: string[] = [];
    const unsubscribe = await fast.listen('Studio_Wire', (payload) => heard.push(`channel: ${payload}`));
    const stopAny = fast.onNotification((channel, payload) => heard.push(`${channel}: ${payload}`));
    await fast.query('select pg_notify($1, $2)', ['studio_wire', 'one']);
    await fast.transaction(async (tx) => void (await tx.query('select pg_notify($1, $2)', ['studio_wire', 'two'])));
    // Delivered with the answer to the statement after the commit.
    await fast.query('select 1');
    await expect.poll(() => heard.toSorted()).toEqual(['channel: one', 'channel: two', 'studio_wire: one', 'studio_wire: two']);
    await unsubscribe();
    stopAny();
    await fast.query('select pg_notify($1, $2)', ['studio_wire', 'three']);
    await fast.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveLength(4);
  });
});
