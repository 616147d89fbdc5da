export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line, e.g. the request id. */
  child(fields: LogFields): Logger;
}

export interface LogRecord extends LogFields {
  level: LogLevel;
  time: string;
  msg: string;
}

const rank: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Errors are not JSON-serialisable as they are; keep what helps an operator and drop nothing else. */
function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: serialise(value.cause) };
  }
  return value;
}

/** One JSON object per line: what log shippers and `jq` expect. */
export function createLogger(options: {
  level: LogLevel | 'silent';
  write?: (record: LogRecord) => void;
  fields?: LogFields;
  now?: () => Date;
}): Logger {
  const write = options.write ?? ((record) => process.stdout.write(`${JSON.stringify(record)}\n`));
  const now = options.now ?? (() => new Date());
  const base = options.fields ?? {};
  const log =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (rank[level] < rank[options.level]) return;
      const extra = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, serialise(value)]));
      write({ level, time: now().toISOString(), msg, ...base, ...extra });
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger({ ...options, write, fields: { ...base, ...fields } }),
  };
}

/** Keeps records in memory, for tests that assert on what was logged. */
export function createMemoryLogger(level: LogLevel = 'debug'): { logger: Logger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  return { logger: createLogger({ level, write: (record) => records.push(record) }), records };
}
