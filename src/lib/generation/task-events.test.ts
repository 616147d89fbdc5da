import { describe, expect, it } from 'vitest';
import type { TaskEvent } from '../../../contract';
import { eventSourceTaskStream, taskEventsPath } from './task-events';
import { testTaskStatus } from './testing/test-media';

/** Stands in for the browser's EventSource: node has none without a flag. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(kind, listener);
  }
  close() {
    this.isClosed = true;
  }
  send(kind: string, data: string) {
    this.listeners.get(kind)?.(new MessageEvent(kind, { data }));
  }
}

const open = (url: string) => new FakeEventSource(url);

describe('eventSourceTaskStream', () => {
  it('is absent where there is no EventSource, so the tracker only polls', () => {
    expect(eventSourceTaskStream(taskEventsPath, null)).toBeNull();
  });

  it('passes on the events that match the contract, ignores the rest, and closes on unsubscribe', () => {
    const received: TaskEvent[] = [];
    const stop = eventSourceTaskStream(taskEventsPath, open)!.subscribe((event) => received.push(event));
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/v1/tasks/events');

    source.send('progress', JSON.stringify({ task: testTaskStatus({ status: 'running', progress: 30 }) }));
    source.send('complete', JSON.stringify({ task: testTaskStatus({ status: 'complete' }), new_balance: 10, results: [] }));
    source.send('progress', 'not json');
    source.send('failed', JSON.stringify({ task: { task_id: 'no other fields' } }));

    expect(received.map((event) => [event.kind, event.task.progress, event.new_balance])).toEqual([
      ['progress', 30, undefined],
      ['complete', null, 10],
    ]);
    stop();
    expect(source.isClosed).toBe(true);
  });
});
