import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** A Content-Length larger than the body sent: the server should answer from the header alone (413). */
  declaredLength?: number;
}

/**
 * A keep-alive HTTP/1.1 connection written by hand, so a test sees what a client sees on the wire: whether every
 * request gets a whole answer, and whether a connection the server said it would keep is really kept.
 */
export class RawConnection {
  private readonly socket: net.Socket;
  private buffered = Buffer.alloc(0);
  private isClosed = false;
  private wake: (() => void) | null = null;
  private error: Error | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.isClosed = true;
      this.wake?.();
    });
    socket.on('error', (error) => {
      this.error = error;
      this.wake?.();
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  get closed(): boolean {
    return this.isClosed;
  }

  close(): void {
    this.socket.destroy();
  }

  /** Sends one request and reads its whole answer; rejects when the connection ends before the answer does. */
  async send(request: RawRequest, timeoutMs = 10_000): Promise<RawAnswer> {
    const body = typeof request.body === 'string' ? Buffer.from(request.body) : (request.body ?? Buffer.alloc(0));
    const headers = { Host: 'localhost', ...request.headers, 'Content-Length': String(request.declaredLength ?? body.length) };
    const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;
    this.socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = this.parse();
      if (answer) return answer;
      if (this.error) throw new Error(`the connection failed before a whole answer: ${this.error.message}`);
      if (this.isClosed) throw new Error(`the connection closed before a whole answer (${this.buffered.length} bytes read)`);
      if (Date.now() > deadline) throw new Error(`no whole answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 50);
      });
      this.wake = null;
    }
  }

  /** Takes one whole answer off the buffer (Content-Length or chunked), or null while it is incomplete. */
  private parse(): RawAnswer | null {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.buffered.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    const start = end + 4;
    if (headers['content-type']?.startsWith('text/event-stream')) {
      this.buffered = Buffer.alloc(0);
      return { status, headers, body: Buffer.alloc(0) };
    }
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = this.buffered.indexOf('\r\n', at);
        if (lineEnd < 0) return null;
        const size = parseInt(this.buffered.subarray(at, lineEnd).toString('latin1'), 16);
        if (this.buffered.length < lineEnd + 2 + size + 2) return null;
        chunks.push(this.buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      this.buffered = this.buffered.subarray(at);
      return { status, headers, body: Buffer.concat(chunks) };
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffered.length < start + length) return null;
    const body = this.buffered.subarray(start, start + length);
    this.buffered = this.buffered.subarray(start + length);
    return { status, headers, body };
  }
}
