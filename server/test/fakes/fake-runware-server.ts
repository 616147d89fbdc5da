import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { encodeMp4, findFfmpeg } from '../../media-processing';
import { modelRefusal, recordedError, runwareExamples, type Answer } from './runware/runware-contract';

/**
 * A stand-in for Runware's REST endpoint, for tests: it checks what a real server would refuse (bearer key, a JSON
 * array of tasks, a UUID v4 taskUUID per task, each task type's required fields, and each model's own limits as
 * its Runware page states them, from the fixtures in ./runware), answers in Runware's recorded shapes, serves the
 * result files it makes itself, and can be told to fail, stall or take a few polls.
 */
export interface FakeRunware {
  /** The task endpoint to give the provider as baseUrl. */
  url: string;
  /** Every task received, in order, as parsed JSON. */
  tasks: Array<Record<string, unknown>>;
  /** Answers the next POST with this status and body instead of doing the work. */
  answerNext(status: number, body: unknown): void;
  /** Holds the next POST this long before answering. */
  delayNext(ms: number): void;
  /** getResponse answers 'processing' this many times before a video succeeds (default 2). */
  videoPolls: number;
  /** Makes video tasks end in a generation error instead. */
  failVideos: boolean;
  /** Forgets completed tasks, as if they expired. */
  forget(): void;
  close(): Promise<void>;
}

/** The clip the fake serves as every video result: 64x48, four grey frames. */
export function fakeRunwareClip(): Promise<Buffer> {
  return encodeMp4({
    ffmpegPath: findFfmpeg(),
    width: 64,
    height: 48,
    fps: 4,
    frameCount: 4,
    renderFrame: () => Buffer.alloc(64 * 48 * 3, 90),
  });
}

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const example = (name: string) => runwareExamples[name]?.item ?? {};

/** Runware's error shape (docs: platform/errors). */
const error = (status: number, code: string, message: string, task?: Record<string, unknown>): Answer => ({
  status,
  body: { data: [], errors: [{ code, message, ...(task ? { taskType: task.taskType, taskUUID: task.taskUUID } : {}) }] },
});

export async function startFakeRunware(options: { apiKey: string; video: Buffer }): Promise<FakeRunware> {
  const files = new Map<string, { data: Buffer; type: string }>();
  const uploads = new Map<string, Buffer>();
  const done = new Map<string, Array<Record<string, unknown>>>();
  const videos = new Map<string, { polls: number; task: Record<string, unknown> }>();
  const scripted: Answer[] = [];
  const delays: number[] = [];
  let base = '';

  function serve(data: Buffer, type: string, extension: string): string {
    const name = `${randomUUID()}.${extension}`;
    files.set(name, { data, type });
    return `${base}/files/${name}`;
  }

  async function image(task: Record<string, unknown>, key: string): Promise<Buffer | null> {
    const value = task[key];
    if (typeof value !== 'string') return null;
    if (value.startsWith('data:image/')) return Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
    return uploads.get(value) ?? null;
  }

  async function png(width: number, height: number, seed: number, alpha = 1): Promise<string> {
    const colour = { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256, alpha };
    return serve(
      await sharp({ create: { width, height, channels: 4, background: colour } })
        .png()
        .toBuffer(),
      'image/png',
      'png',
    );
  }

  async function run(task: Record<string, unknown>): Promise<Answer | Array<Record<string, unknown>>> {
    const { taskType, taskUUID } = task;
    if (typeof taskType !== 'string') return error(400, 'missingTaskType', 'Missing taskType', task);
    if (typeof taskUUID !== 'string' || !uuidV4.test(taskUUID)) return error(400, 'invalidTaskUUID', 'taskUUID must be a UUID v4', task);
    const refusal = modelRefusal(task);
    if (refusal) return refusal;
    const result = (extra: Record<string, unknown>) => ({ taskType, taskUUID, ...extra });
    switch (taskType) {
      case 'imageUpload': {
        const data = await image(task, 'image');
        if (!data) return error(400, 'invalidImage', 'image must be a data URI', task);
        const imageUUID = randomUUID();
        uploads.set(imageUUID, data);
        return [result({ imageUUID })];
      }
      case 'imageInference': {
        for (const key of ['positivePrompt', 'model', 'width', 'height', 'numberResults', 'outputType'] as const) {
          if (task[key] === undefined || task[key] === '')
            return error(400, `missing${key[0]?.toUpperCase()}${key.slice(1)}`, `Missing ${key}`, task);
        }
        if (task.outputType !== 'URL') return error(400, 'invalidOutputType', 'This fake serves URLs only', task);
        if (task.seedImage !== undefined && !(await image(task, 'seedImage')))
          return error(400, 'invalidSeedImage', 'Unknown seedImage', task);
        if (task.maskImage !== undefined && !(await image(task, 'maskImage')))
          return error(400, 'invalidMaskImage', 'Unknown maskImage', task);
        if ((task.maskImage !== undefined || task.outpaint !== undefined) && task.seedImage === undefined)
          return error(400, 'missingSeedImage', 'Needs seedImage', task);
        const seed = Number(task.seed ?? 1);
        const items = await Promise.all(
          Array.from({ length: Number(task.numberResults) }, async (_, index) =>
            result({
              ...example('imageInferenceResult'),
              taskType,
              taskUUID,
              status: 'success',
              imageUUID: randomUUID(),
              imageURL: await png(Number(task.width), Number(task.height), seed + index),
              seed: seed + index,
              cost: 0.0026,
            }),
          ),
        );
        done.set(taskUUID, items);
        return items;
      }
      case 'imageUpscale': {
        const input = await image(task, 'inputImage');
        const factor = Number(task.upscaleFactor);
        if (!input) return error(400, 'invalidInputImage', 'Unknown inputImage', task);
        if (![2, 3, 4].includes(factor)) return error(400, 'invalidUpscaleFactor', 'upscaleFactor must be 2 to 4', task);
        const { width, height } = await sharp(input).metadata();
        return [result({ imageUUID: randomUUID(), imageURL: await png(width * factor, height * factor, 9), cost: 0.002 })];
      }
      case 'imageBackgroundRemoval': {
        const input = await image(task, 'inputImage');
        if (!input) return error(400, 'invalidInputImage', 'Unknown inputImage', task);
        const { width, height } = await sharp(input).metadata();
        return [result({ imageUUID: randomUUID(), imageURL: await png(width, height, 3, 0.5), cost: 0.001 })];
      }
      case 'videoInference': {
        if (task.deliveryMethod !== 'async') return error(400, 'invalidDeliveryMethod', 'Video needs deliveryMethod async', task);
        for (const key of ['positivePrompt', 'model', 'duration'] as const) {
          if (task[key] === undefined) return error(400, `missing${key}`, `Missing ${key}`, task);
        }
        videos.set(taskUUID, { polls: fake.videoPolls, task });
        return [{ ...example('asyncAcknowledgement'), taskType, taskUUID }];
      }
      case 'getResponse': {
        const video = videos.get(taskUUID);
        if (video && video.polls > 0) {
          video.polls -= 1;
          return [{ ...example('getResponseProcessing'), taskUUID }];
        }
        if (video) {
          if (fake.failVideos)
            return [result({ taskType: 'videoInference', status: 'error', code: 'inferenceError', message: 'The model failed' })];
          const count = Number(video.task.numberResults ?? 1);
          const items = Array.from({ length: count }, (_, index) =>
            result({
              ...example('getResponseSuccess'),
              taskUUID,
              taskType: 'videoInference',
              status: 'success',
              videoUUID: randomUUID(),
              videoURL: serve(options.video, 'video/mp4', 'mp4'),
              seed: Number(video.task.seed) + index,
              cost: 0.1,
            }),
          );
          return items;
        }
        return done.get(taskUUID) ?? error(400, 'taskFailedOrNotFound', 'No task with this taskUUID', task);
      }
      default:
        return error(400, 'unsupportedTaskType', `Unknown taskType ${taskType}`, task);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<Answer> {
    const file = request.url?.startsWith('/files/') ? files.get(request.url.slice(7)) : undefined;
    if (request.method === 'GET') return file ? { status: 200, body: file } : { status: 404, body: { errors: [] } };
    if (request.method !== 'POST' || request.url !== '/v1') return { status: 404, body: { errors: [] } };
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (response.destroyed) return { status: 499, body: {} };
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) return recordedError('invalidApiKey', {});
    if (!request.headers['content-type']?.startsWith('application/json')) return error(400, 'invalidContentType', 'JSON only');
    let tasks: unknown;
    try {
      tasks = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return error(400, 'invalidJson', 'Body is not JSON');
    }
    if (!Array.isArray(tasks) || tasks.length === 0) return error(400, 'invalidPayload', 'Send a JSON array of tasks');
    fake.tasks.push(...(tasks as Array<Record<string, unknown>>));
    const next = scripted.shift();
    if (next) return next;
    const data: unknown[] = [];
    for (const task of tasks as Array<Record<string, unknown>>) {
      const outcome = await run(task);
      if (!Array.isArray(outcome)) return outcome;
      data.push(...outcome);
    }
    return { status: 200, body: { data } };
  }

  const server = createServer((request, response) => {
    handle(request, response)
      .then(({ status, body }) => {
        if (response.destroyed) return;
        const file = body as { data?: Buffer; type?: string };
        if (request.method === 'GET' && status === 200 && Buffer.isBuffer(file.data)) {
          response.writeHead(200, { 'content-type': file.type ?? 'application/octet-stream' }).end(file.data);
          return;
        }
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      })
      .catch((failure: unknown) => response.writeHead(500).end(String(failure)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeRunware = {
    url: `${base}/v1`,
    tasks: [],
    videoPolls: 2,
    failVideos: false,
    answerNext: (status, body) => scripted.push({ status, body }),
    delayNext: (ms) => delays.push(ms),
    forget: () => {
      done.clear();
      videos.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
