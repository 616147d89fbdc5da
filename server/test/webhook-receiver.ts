import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  /** The bytes exactly as they arrived, before any parsing. */
  raw: Buffer;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** The status each next request is answered with, in order; 200 once the list runs out. */
  answers: number[];
  /** Where a 3xx answer points. */
  location: string;
  /** Resolves once `count` deliveries arrived (polling, as the dispatcher sends in the background). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records what a webhook sends. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const receiver: Partial<WebhookReceiver> = { received, answers: [], location: 'http://127.0.0.1:9/elsewhere' };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks) });
      const status = receiver.answers!.shift() ?? 200;
      response.writeHead(status, status >= 300 && status < 400 ? { location: receiver.location! } : {});
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/studio`,
    async waitFor(count: number, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${received.length} of ${count} deliveries arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as WebhookReceiver;
}
