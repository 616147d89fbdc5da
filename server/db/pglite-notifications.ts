import type { PGlite } from '@electric-sql/pglite';
import type { Notification } from './pglite-wire';

type ChannelListener = (payload: string) => void;
type AnyChannelListener = (channel: string, payload: string) => void;

/** The name PostgreSQL gives a channel: as written when quoted, else in lower case (as PGlite's listen keys it). */
function postgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();
}

export interface PgliteNotifications {
  /** Hands a notification to its listeners, as PGlite does: each in a microtask of its own. */
  deliver(notification: Notification): void;
}

/**
 * A copy of the listeners PGlite keeps. A notification arrives inside the answer to whatever statement runs next,
 * and PGlite hands it to its listeners only when its own reader reads that answer; answers read by pglite-wire.ts
 * bring theirs here instead. Both copies change together: every listen, unlisten and onNotification goes through
 * these wrappers (a transaction's listen calls the instance's).
 */
export function mirrorPgliteListeners(client: PGlite): PgliteNotifications {
  const byChannel = new Map<string, Set<ChannelListener>>();
  const onAny = new Set<AnyChannelListener>();
  const forget = (name: string, listener?: ChannelListener) => {
    if (listener) byChannel.get(name)?.delete(listener);
    if (!listener || byChannel.get(name)?.size === 0) byChannel.delete(name);
  };

  const plainListen = client.listen.bind(client);
  client.listen = async (channel, listener, tx) => {
    const name = postgresName(channel);
    byChannel.set(name, (byChannel.get(name) ?? new Set()).add(listener));
    try {
      const unsubscribe = await plainListen(channel, listener, tx);
      return async (unsubscribeTx) => {
        forget(name, listener);
        await unsubscribe(unsubscribeTx);
      };
    } catch (error) {
      forget(name, listener);
      throw error;
    }
  };
  const plainUnlisten = client.unlisten.bind(client);
  client.unlisten = async (channel, listener, tx) => {
    forget(postgresName(channel), listener);
    await plainUnlisten(channel, listener, tx);
  };
  const plainOnNotification = client.onNotification.bind(client);
  client.onNotification = (listener) => {
    onAny.add(listener);
    const unsubscribe = plainOnNotification(listener);
    return () => {
      onAny.delete(listener);
      unsubscribe();
    };
  };
  const plainOffNotification = client.offNotification.bind(client);
  client.offNotification = (listener) => {
    onAny.delete(listener);
    plainOffNotification(listener);
  };

  return {
    deliver({ channel, payload }) {
      for (const listener of byChannel.get(channel) ?? []) queueMicrotask(() => listener(payload));
      for (const listener of onAny) queueMicrotask(() => listener(channel, payload));
    },
  };
}
