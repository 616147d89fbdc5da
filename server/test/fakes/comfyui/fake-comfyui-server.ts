import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { WebSocketServer, type WebSocket } from 'ws';
import { execute } from './fake-executor';
import { fakeNodes, objectInfo, type FakeState, type FileRef } from './fake-nodes';
import { validatePrompt, type Graph } from './fake-validate';

/**
 * A stand-in for a ComfyUI server, for tests: the HTTP API (/prompt, /queue, /history, /view, /upload/image,
 * /interrupt, /object_info, /system_stats, with or without the /api prefix) and the /ws websocket, with ComfyUI's
 * shapes and message types. It validates prompts against its own node classes and model lists, runs one prompt
 * at a time, reports progress, and writes real PNGs, animated WEBPs, WEBMs and MP4s. Tests steer it: hold a run
 * mid-sampling, fail a node, drop the websockets, remove a model, answer like an old server.
 */
export interface FakeComfyUI {
  url: string;
  state: FakeState;
  /** Every accepted POST /prompt body, in order. */
  prompts: Array<{ prompt: Graph; client_id?: string; prompt_id?: string }>;
  /** Prompt ids sent to /interrupt while running, and ids deleted from the queue. */
  interrupts: string[];
  deletions: string[];
  /** Milliseconds between sampler steps. */
  stepDelayMs: number;
  /** Answer with a prompt id of its own, as ComfyUI did before it accepted the client's. */
  ignoresPromptIds: boolean;
  /** The next run pauses at its first sampler step until release(); paused() resolves once it is there. */
  hold(): void;
  paused(): Promise<string>;
  release(): void;
  /** The next node of this class to run raises this error. */
  failNext(classType: string, message: string, type?: string): void;
  /** On the next run's first progress message, closes every websocket and refuses new ones until that run ends. */
  dropSocketsDuringNextRun(): void;
  openSockets(): number;
  running(): string | null;
  pending(): string[];
  close(): Promise<void>;
}

interface QueueItem {
  number: number;
  id: string;
  graph: Graph;
  extra: { client_id?: string };
  outputs: string[];
  isInterrupted?: boolean;
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: ((value: T) => void) | undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve: (value) => resolve?.(value) };
}

export async function startFakeComfyUI(options: { token?: string } = {}): Promise<FakeComfyUI> {
  const state: FakeState = {
    models: {
      checkpoints: ['sd_xl_base_1.0.safetensors', 'sd_xl_turbo_1.0_fp16.safetensors', 'ltx-video-2b-v0.9.5.safetensors'],
      text_encoders: ['t5xxl_fp16.safetensors'],
      upscale_models: ['RealESRGAN_x4plus.pth'],
    },
    uploads: new Map(),
  };
  const files = new Map<string, Buffer>();
  const history = new Map<string, Record<string, unknown>>();
  const pendingItems: QueueItem[] = [];
  const sockets = new Map<string, WebSocket>();
  const failures: Array<{ classType: string; message: string; type: string }> = [];
  const preview = Buffer.concat([
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1]),
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  ]);
  let current: QueueItem | null = null;
  let counter = 0;
  let number = 0;
  let held: { release: () => void; reached: (id: string) => void; isReached: Promise<string>; isReleased: Promise<void> } | null = null;
  let dropNext = false;
  let refusingSockets = false;
  let lastNode: string | null = null;

  const sendTo = (sid: string | undefined, type: string, data: unknown) => {
    const socket = sid ? sockets.get(sid) : undefined;
    if (socket && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type, data }));
  };
  const queueRemaining = () => pendingItems.length + (current ? 1 : 0);
  const broadcastStatus = () => {
    for (const sid of sockets.keys()) sendTo(sid, 'status', { status: { exec_info: { queue_remaining: queueRemaining() } } });
  };

  function save(prefix: string, extension: string, data: Buffer, type: 'output' | 'temp' = 'output'): FileRef {
    const slash = prefix.lastIndexOf('/');
    const subfolder = slash >= 0 ? prefix.slice(0, slash) : '';
    counter += 1;
    const filename = `${prefix.slice(slash + 1)}_${String(counter).padStart(5, '0')}_.${extension}`;
    files.set(`${type}/${subfolder}/${filename}`, data);
    return { filename, subfolder, type };
  }

  async function runNext(): Promise<void> {
    if (current || pendingItems.length === 0) return;
    const item = pendingItems.toSorted((a, b) => a.number - b.number)[0]!;
    pendingItems.splice(pendingItems.indexOf(item), 1);
    current = item;
    broadcastStatus();
    const sid = item.extra.client_id;
    const shouldDrop = dropNext;
    dropNext = false;
    const result = await execute({
      promptId: item.id,
      graph: item.graph,
      outputs: item.outputs,
      context: { state, save },
      stepDelayMs: fake.stepDelayMs,
      send(type, data) {
        if (type === 'executing') lastNode = typeof data.node === 'string' ? data.node : null;
        sendTo(sid, type, data);
        if (type === 'progress' && shouldDrop && !refusingSockets) {
          refusingSockets = true;
          for (const socket of sockets.values()) socket.terminate();
        }
      },
      sendPreview: () => {
        const socket = sid ? sockets.get(sid) : undefined;
        if (socket && socket.readyState === socket.OPEN) socket.send(preview);
      },
      async beforeStep(_node, step) {
        if (held && step === 1) {
          held.reached(item.id);
          await held.isReleased;
          held = null;
        }
        return item.isInterrupted === true;
      },
      failureFor(classType) {
        const index = failures.findIndex((failure) => failure.classType === classType);
        return index >= 0 ? failures.splice(index, 1)[0]! : null;
      },
    });
    const status = { status_str: result.status, completed: result.status === 'success', messages: result.messages };
    history.set(item.id, {
      prompt: [item.number, item.id, item.graph, item.extra, item.outputs],
      outputs: result.outputs,
      status,
      meta: {},
    });
    current = null;
    lastNode = null;
    if (shouldDrop) refusingSockets = false;
    sendTo(sid, 'executing', { node: null, prompt_id: item.id });
    broadcastStatus();
    void runNext();
  }

  const isAuthorised = (request: IncomingMessage) => !options.token || request.headers.authorization === `Bearer ${options.token}`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    if (!isAuthorised(request)) return void response.writeHead(401).end('Unauthorized');
    const route = `${request.method} ${path}`;
    if (route === 'GET /system_stats') {
      const vram = 24 * 2 ** 30;
      return json(response, 200, {
        system: {
          os: 'posix',
          ram_total: 64 * 2 ** 30,
          ram_free: 32 * 2 ** 30,
          comfyui_version: '0.3.99-fake',
          python_version: '3.12',
          pytorch_version: '2.7',
          embedded_python: false,
          argv: ['main.py'],
        },
        devices: [
          {
            name: 'cuda:0 Fake GPU : cudaMallocAsync',
            type: 'cuda',
            index: 0,
            vram_total: vram,
            vram_free: vram,
            torch_vram_total: 0,
            torch_vram_free: 0,
          },
        ],
      });
    }
    if (route === 'GET /object_info')
      return json(
        response,
        200,
        Object.fromEntries(Object.entries(fakeNodes).map(([name, node]) => [name, objectInfo(name, node, state)])),
      );
    if (request.method === 'GET' && path.startsWith('/object_info/')) {
      const name = decodeURIComponent(path.slice('/object_info/'.length));
      const node = fakeNodes[name];
      return json(response, 200, node ? { [name]: objectInfo(name, node, state) } : {});
    }
    if (route === 'POST /prompt') {
      const parsed = JSON.parse((await body(request)).toString() || '{}') as { prompt?: unknown; client_id?: string; prompt_id?: string };
      if (!('prompt' in parsed))
        return json(response, 400, {
          error: { type: 'no_prompt', message: 'No prompt provided', details: '', extra_info: {} },
          node_errors: {},
        });
      const checked = validatePrompt(parsed.prompt, state);
      if (!checked.ok) return json(response, 400, checked.body);
      const id = fake.ignoresPromptIds || !parsed.prompt_id ? randomUUID() : String(parsed.prompt_id);
      fake.prompts.push(parsed as FakeComfyUI['prompts'][number]);
      number += 1;
      pendingItems.push({
        number,
        id,
        graph: checked.graph,
        extra: parsed.client_id ? { client_id: parsed.client_id } : {},
        outputs: checked.outputs,
      });
      json(response, 200, { prompt_id: id, number, node_errors: {} });
      void runNext();
      return;
    }
    if (route === 'GET /queue') {
      const row = (item: QueueItem) => [item.number, item.id, item.graph, item.extra, item.outputs];
      return json(response, 200, { queue_running: current ? [row(current)] : [], queue_pending: pendingItems.map(row) });
    }
    if (route === 'POST /queue') {
      const parsed = JSON.parse((await body(request)).toString() || '{}') as { delete?: string[]; clear?: boolean };
      for (const id of parsed.delete ?? []) {
        const index = pendingItems.findIndex((item) => item.id === id);
        if (index >= 0) fake.deletions.push(...pendingItems.splice(index, 1).map((item) => item.id));
      }
      if (parsed.clear) pendingItems.length = 0;
      broadcastStatus();
      return void response.writeHead(200).end();
    }
    if (route === 'POST /interrupt') {
      const text = (await body(request)).toString();
      const promptId = text ? (JSON.parse(text) as { prompt_id?: string }).prompt_id : undefined;
      if (current && (!promptId || promptId === current.id)) {
        current.isInterrupted = true;
        fake.interrupts.push(current.id);
        held?.release();
      }
      return void response.writeHead(200).end();
    }
    if (route === 'GET /history') return json(response, 200, Object.fromEntries(history));
    if (request.method === 'GET' && path.startsWith('/history/')) {
      const id = decodeURIComponent(path.slice('/history/'.length));
      return json(response, 200, history.has(id) ? { [id]: history.get(id) } : {});
    }
    if (route === 'GET /view') {
      const type = url.searchParams.get('type') ?? 'output';
      const subfolder = url.searchParams.get('subfolder') ?? '';
      const filename = url.searchParams.get('filename') ?? '';
      const data =
        type === 'input'
          ? state.uploads.get(subfolder ? `${subfolder}/${filename}` : filename)
          : files.get(`${type}/${subfolder}/${filename}`);
      if (!data) return void response.writeHead(404).end();
      return void response
        .writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': `filename="${filename}"` })
        .end(data);
    }
    if (route === 'POST /upload/image') {
      const form = await new Response(new Uint8Array(await body(request)), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const image = form.get('image');
      if (!(image instanceof File) || !image.name) return void response.writeHead(400).end();
      const subfolder = String(form.get('subfolder') ?? '');
      let name = image.name;
      const key = (file: string) => (subfolder ? `${subfolder}/${file}` : file);
      for (let copy = 1; form.get('overwrite') !== 'true' && state.uploads.has(key(name)); copy += 1)
        name = image.name.replace(/(\.\w+)?$/, ` (${copy})$1`);
      state.uploads.set(key(name), Buffer.from(await image.arrayBuffer()));
      return json(response, 200, { name, subfolder, type: 'input' });
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error) });
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.replace(/^\/api(?=\/)/, '') !== '/ws' || !isAuthorised(request) || refusingSockets) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const sid = url.searchParams.get('clientId') || randomUUID().replaceAll('-', '');
      sockets.get(sid)?.terminate();
      sockets.set(sid, ws);
      ws.on('close', () => sockets.get(sid) === ws && sockets.delete(sid));
      sendTo(sid, 'status', { status: { exec_info: { queue_remaining: queueRemaining() } }, sid });
      // ComfyUI tells a reconnecting client which node of its prompt is running.
      if (current?.extra.client_id === sid && lastNode) sendTo(sid, 'executing', { node: lastNode, prompt_id: current.id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake: FakeComfyUI = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    prompts: [],
    interrupts: [],
    deletions: [],
    stepDelayMs: 2,
    ignoresPromptIds: false,
    hold() {
      const released = deferred<void>();
      const reached = deferred<string>();
      held = { release: () => released.resolve(), reached: reached.resolve, isReached: reached.promise, isReleased: released.promise };
    },
    paused: () => held?.isReached ?? Promise.reject(new Error('hold() first')),
    release: () => held?.release(),
    failNext: (classType, message, type = 'RuntimeError') => void failures.push({ classType, message, type }),
    dropSocketsDuringNextRun: () => void (dropNext = true),
    openSockets: () => sockets.size,
    running: () => current?.id ?? null,
    pending: () => pendingItems.map((item) => item.id),
    async close() {
      held?.release();
      for (const socket of sockets.values()) socket.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
