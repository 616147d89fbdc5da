/** An event of the task stream, as the browser reads it. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  /** Which connection of the stream brought it (0 for the first). */
  connection: number;
}

/**
 * `GET /tasks/events` read as a browser's EventSource reads it: when the server ends the stream (or its process
 * dies), it reconnects after the server's last `retry:` hint, or half a second, until closed. Each connection
 * notes which process answered (the proxy's X-Served-By).
 */
export function followTaskEvents(base: string, token: string) {
  const events: StreamEvent[] = [];
  const servedBy: string[] = [];
  const hints: number[] = [];
  const controller = new AbortController();
  let retryMs = 500;
  const opening = { done: () => undefined as void };
  const connected = new Promise<void>((resolve) => {
    opening.done = resolve;
  });

  async function readOnce(connection: number): Promise<void> {
    const response = await fetch(`${base}/api/v1/tasks/events`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`The stream answered ${response.status}`);
    servedBy[connection] = response.headers.get('X-Served-By') ?? 'direct';
    opening.done();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffer += chunk.value;
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        let event = 'message';
        let data = '';
        for (const line of frame.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
          else if (line.startsWith('retry: ')) {
            retryMs = Number(line.slice(7));
            hints.push(retryMs);
          }
        }
        if (data) events.push({ event, data: JSON.parse(data) as Record<string, unknown>, connection });
      }
    }
  }

  const running = (async () => {
    for (let connection = 0; !controller.signal.aborted; connection += 1) {
      await readOnce(connection).catch(() => undefined);
      if (!controller.signal.aborted) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    events,
    /** The process that answered each connection, in order; its length is how many connections were made. */
    servedBy,
    /** The `retry:` hints the server sent. */
    hints,
    connected,
    /** The task event for `taskId` that ended it, once it arrives. */
    async ended(taskId: string, timeoutMs = 30_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((one) => {
          const task = one.data.task as { task_id?: string; status?: string } | undefined;
          return task?.task_id === taskId && (task.status === 'complete' || task.status === 'failed');
        });
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No ending of task ${taskId} on the stream in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close(): Promise<void> {
      controller.abort();
      await running;
    },
  };
}
