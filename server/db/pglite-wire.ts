import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A notification found in an answer, for the caller to hand to its listeners once the answer is read. */
export interface Notification {
  channel: string;
  payload: string;
}

/** Message types of a successful extended-protocol call, and the ones among them that carry nothing to read. */
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const NOTIFICATION = 0x41; // 'A'
const NOTHING_TO_READ = new Set([
  0x31, // '1' parse complete
  0x32, // '2' bind complete
  0x33, // '3' close complete
  0x6e, // 'n' no data
  0x73, // 's' portal suspended
  0x5a, // 'Z' ready for query
]);

interface Column {
  name: string;
  dataTypeID: number;
}

/** Where a result's bytes are read from: a Buffer over them, so text comes out without a copy of its bytes. */
class WireReader {
  offset = 0;
  constructor(private readonly bytes: Buffer) {}

  int16(): number {
    const value = this.bytes.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }

  int32(): number {
    const value = this.bytes.readInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  text(length: number): string {
    const value = this.bytes.toString('utf8', this.offset, this.offset + length);
    this.offset += length;
    return value;
  }

  cstring(): string {
    const end = this.bytes.indexOf(0, this.offset);
    const value = this.bytes.toString('utf8', this.offset, end);
    this.offset = end + 1;
    return value;
  }
}

function readColumns(reader: WireReader): Column[] {
  const count = reader.int16();
  const columns: Column[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = reader.cstring();
    reader.offset += 6; // table id, column number
    const dataTypeID = reader.int32();
    reader.offset += 8; // type size, type modifier, format
    columns.push({ name, dataTypeID });
  }
  return columns;
}

function readRow(reader: WireReader, columns: Column[], parsers: Parsers, asArray: boolean): unknown[] | Record<string, unknown> {
  const count = reader.int16();
  const values: unknown[] = [];
  const row: Record<string, unknown> = {};
  for (let index = 0; index < count; index += 1) {
    const length = reader.int32();
    const column = columns[index]!;
    let value: unknown = null;
    if (length !== -1) {
      const text = reader.text(length);
      const parser = parsers[column.dataTypeID] ?? types.parsers[column.dataTypeID];
      value = parser ? parser(text, column.dataTypeID) : text;
    }
    if (asArray) values.push(value);
    else row[column.name] = value;
  }
  return asArray ? values : row;
}

/**
 * The result of one statement read straight from PGlite's answer, as `parse.parseResults` would make it from the
 * parsed messages, or null when the answer holds anything else (an error, a notice): the caller then reads it the
 * general way. PGlite's own reader copies every field into a fresh buffer before decoding it; a page of
 * 200 creations is some 5,000 fields, and that copying was a fifth of the history call's time on the one thread.
 */
function readSingleResult(
  bytes: Buffer,
  parsers: Parsers,
  options: QueryOptions | undefined,
  notifications: Notification[],
): Results | null {
  const asArray = options?.rowMode === 'array';
  const reader = new WireReader(bytes);
  let columns: Column[] = [];
  const rows: unknown[] = [];
  let completed: Results | null = null;
  while (reader.offset < bytes.length) {
    const type = bytes[reader.offset]!;
    const length = bytes.readInt32BE(reader.offset + 1);
    const end = reader.offset + 1 + length;
    reader.offset += 5;
    if (type === DATA_ROW) rows.push(readRow(reader, columns, parsers, asArray));
    else if (type === ROW_DESCRIPTION) columns = readColumns(reader);
    else if (type === COMMAND_COMPLETE && !completed) completed = commandResult(reader.cstring(), rows, columns);
    else if (type === NOTIFICATION) {
      reader.offset += 4; // the notifying process
      notifications.push({ channel: reader.cstring(), payload: reader.cstring() });
    } else if (!NOTHING_TO_READ.has(type)) return null;
    reader.offset = end;
  }
  return completed ?? { affectedRows: 0, rows: [], fields: [] };
}

/** What parseResults makes of a command's completion: its tag, the rows it changed, and its row count. */
function commandResult(tag: string, rows: unknown[], columns: Column[]): Results {
  const words = tag.split(' ');
  const command = words[0]!;
  const count = Number.parseInt(words[words.length - 1]!, 10);
  const changes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
  return {
    rows,
    fields: columns,
    command,
    affectedRows: changes,
    ...(Number.isNaN(count) ? {} : { rowCount: count }),
  } as Results;
}

/**
 * The general way, for an answer the fast reader left: PGlite's own parser over the same bytes, with what its
 * execProtocol does on the way (the first error is thrown, notices go to `onNotice`, notifications before it are
 * kept for their listeners).
 */
function readResultsAsPglite(
  bytes: Uint8Array,
  parsers: Parsers,
  options: QueryOptions | undefined,
  notifications: Notification[],
): Results {
  const messages: BackendMessage[] = [];
  let failure: unknown = null;
  new protocol.Parser().parse(bytes, (message) => {
    if (failure) return;
    if (message instanceof protocol.messages.DatabaseError) failure = message;
    else if (message instanceof protocol.messages.NoticeMessage) options?.onNotice?.(message);
    else if (message instanceof protocol.messages.NotificationResponseMessage) notifications.push(message);
    messages.push(message);
  });
  if (failure) throw failure;
  const { parsers: _own, ...rest } = options ?? {};
  return parse.parseResults(messages, parsers, rest)[0]!;
}

/**
 * The result of one statement from PGlite's answer: read by the fast reader, or by PGlite's parser when it holds
 * something else. The notifications it held go to `deliver`, an error's too (PGlite hands over those before it).
 */
export function readAnswer(
  bytes: Buffer,
  parsers: Parsers,
  options: QueryOptions | undefined,
  deliver: (notification: Notification) => void,
): Results {
  const found: Notification[] = [];
  try {
    const result = readSingleResult(bytes, parsers, options, found);
    if (result) return result;
    // The fast reader stopped part-way: PGlite's parser reads the whole answer again, notifications included.
    found.length = 0;
    return readResultsAsPglite(bytes, parsers, options, found);
  } finally {
    for (const notification of found) deliver(notification);
  }
}
