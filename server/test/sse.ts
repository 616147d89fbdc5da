interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** Reads a text/event-stream response, parsing events (and noting comments) until `isDone` or the stream ends. */
export function openEventReader(response: Response) {
  if (!response.body) throw new Error('The response has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  let ended = false;

  function parse(): void {
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event: SseEvent = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('data: ')) event.data += line.slice(6);
        else if (line.startsWith('id: ')) event.id = line.slice(4);
      }
      if (event.data) events.push(event);
      boundary = buffer.indexOf('\n\n');
    }
  }

  return {
    events,
    comments,
    isEnded: () => ended,
    /** Reads until the condition holds; throws after `timeoutMs`. */
    async until(isDone: () => boolean, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!isDone()) {
        if (ended) throw new Error(`The stream ended first; events: ${JSON.stringify(events)}`);
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`Timed out; events so far: ${JSON.stringify(events)}`);
        const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), remaining))]);
        if (chunk === null) continue;
        if (chunk.done) ended = true;
        else {
          buffer += chunk.value;
          parse();
        }
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
