import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Database, NativeConnection } from '../../db/database';
import type { Logger } from '../../logger';

/** What changed: the stream reads the task itself, so a change carries only who and which. */
interface TaskChange {
  userId: string;
  taskId: string;
}

/** A notification arrived for the user (the notifications module); the stream reads it as it reads tasks. */
interface NotificationChange {
  userId: string;
  notificationId: string;
}

type StreamChange = TaskChange | NotificationChange;

interface TaskSubscriber {
  change(taskId: string): void;
  notification?(notificationId: string): void;
  /** The server is shutting down: end the stream so the client reconnects elsewhere or later. */
  close(): void;
}

/**
 * Tells open event streams that a task changed. In one process (PGlite) an in-memory emitter is enough; on
 * PostgreSQL workers may run in other processes, so changes travel by NOTIFY and every API process LISTENs.
 */
export interface TaskEventBus {
  publish(change: StreamChange): Promise<void>;
  subscribe(userId: string, subscriber: TaskSubscriber): () => void;
  start(): Promise<void>;
  /** Closes every open stream and stops listening. */
  stop(): Promise<void>;
}

const CHANNEL = 'studio_task_events';
const RECONNECT_MS = 1000;

function createSubscribers() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const closers = new Set<() => void>();
  return {
    emit: (change: StreamChange) => emitter.emit(change.userId, change),
    subscribe(userId: string, subscriber: TaskSubscriber) {
      const listener = (change: StreamChange) =>
        'taskId' in change ? subscriber.change(change.taskId) : subscriber.notification?.(change.notificationId);
      const close = () => subscriber.close();
      emitter.on(userId, listener);
      closers.add(close);
      return () => {
        emitter.off(userId, listener);
        closers.delete(close);
      };
    },
    closeAll() {
      for (const close of closers) close();
      closers.clear();
    },
  };
}

export function createLocalTaskEvents(): TaskEventBus {
  const subscribers = createSubscribers();
  return {
    publish: async (change) => {
      subscribers.emit(change);
    },
    subscribe: subscribers.subscribe,
    start: async () => undefined,
    stop: async () => subscribers.closeAll(),
  };
}

function createPostgresTaskEvents(deps: { db: Database; connectionString: string; logger: Logger }): TaskEventBus {
  const subscribers = createSubscribers();
  let client: Client | null = null;
  let stopped = false;

  async function listen(): Promise<void> {
    const next = new Client({ connectionString: deps.connectionString, application_name: 'studio-task-events' });
    next.on('notification', (message) => {
      try {
        subscribers.emit(JSON.parse(message.payload ?? '') as StreamChange);
      } catch (error) {
        deps.logger.warn('a task event could not be read', { error });
      }
    });
    // A dropped connection loses notifications until it is back; streams still get the next change.
    next.on('error', (error) => {
      deps.logger.warn('the task event listener lost its connection; reconnecting', { error });
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  }

  return {
    async publish(change) {
      await deps.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
    },
    subscribe: subscribers.subscribe,
    start: listen,
    async stop() {
      stopped = true;
      subscribers.closeAll();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

export function createTaskEvents(deps: { db: Database; native: NativeConnection; logger: Logger }): TaskEventBus {
  return deps.native.engine === 'postgres'
    ? createPostgresTaskEvents({ db: deps.db, connectionString: deps.native.connectionString, logger: deps.logger })
    : createLocalTaskEvents();
}
