import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { renderAnimatedWebp, renderMp4, renderPng, renderWebm, type FakeImage } from './fake-media';

/** `[type, options]` as /object_info describes an input: a type name, or a list of choices (a combo). */
export type InputSpec = [string | string[], Record<string, unknown>?];

/** What the fake's server state offers its nodes: model files by folder, and the uploaded inputs. */
export interface FakeState {
  models: { checkpoints: string[]; text_encoders: string[]; upscale_models: string[] };
  uploads: Map<string, Buffer>;
}

export interface FileRef {
  filename: string;
  subfolder: string;
  type: 'output' | 'temp';
}

export interface NodeContext {
  state: FakeState;
  save(prefix: string, extension: string, data: Buffer, type?: 'output' | 'temp'): FileRef;
}

type NodeResult = unknown[] | { ui: Record<string, unknown[]> };

export interface NodeDef {
  category: string;
  required(state: FakeState): Record<string, InputSpec>;
  optional?: Record<string, InputSpec>;
  outputs: string[];
  isOutput?: boolean;
  /** Nodes that report `progress` messages: how many steps. */
  steps?(inputs: Inputs): number;
  run(inputs: Inputs, context: NodeContext): Promise<NodeResult> | NodeResult;
}

// Inputs arrive as whatever the links carry; each node knows what it reads.
type Inputs = Record<string, any>;

const INT = (min: number, max: number, step = 1): InputSpec => ['INT', { default: min, min, max, step }];
const FLOAT = (min: number, max: number): InputSpec => ['FLOAT', { default: min, min, max, step: 0.01 }];
const STRING: InputSpec = ['STRING', { multiline: true }];
const BOOLEAN: InputSpec = ['BOOLEAN', { default: true }];
const link = (type: string): InputSpec => [type];
const fixed = (specs: Record<string, InputSpec>) => () => specs;
const MAX = 16_384;

const samplers = ['euler', 'euler_ancestral', 'dpmpp_2m', 'ddim', 'uni_pc'];
const schedulers = ['normal', 'karras', 'simple', 'sgm_uniform'];
const look = (...parts: unknown[]) => createHash('sha256').update(parts.map(String).join('|')).digest('hex');
const image = (from: FakeImage, changes: Partial<FakeImage>): FakeImage => ({ ...from, ...changes });

async function loadUpload(state: FakeState, name: string): Promise<FakeImage> {
  const data = state.uploads.get(name)!;
  const { width, height } = await sharp(data).metadata();
  return { width, height, count: 1, look: 'loaded', source: data };
}

/** The samplers: the look follows everything that changes pixels, so two runs differ unless they are the same run. */
function sample(latent: FakeImage, seed: unknown, conditioning: { text?: string } | undefined, extra: unknown[]): FakeImage {
  return image(latent, { look: look(seed, conditioning?.text, ...extra) });
}

async function saveEach(inputs: Inputs, context: NodeContext, type: 'output' | 'temp'): Promise<NodeResult> {
  const images = inputs.images as FakeImage;
  const files: FileRef[] = [];
  for (let index = 0; index < images.count; index += 1)
    files.push(context.save(inputs.filename_prefix ?? 'ComfyUI', 'png', await renderPng(images, index), type));
  return { ui: { images: files } };
}

/** The core nodes the shipped workflows use, with ComfyUI's class names, input names and types. */
export const fakeNodes: Record<string, NodeDef> = {
  CheckpointLoaderSimple: {
    category: 'loaders',
    required: (state) => ({ ckpt_name: [state.models.checkpoints] }),
    outputs: ['MODEL', 'CLIP', 'VAE'],
    run: ({ ckpt_name }) => [{ model: ckpt_name }, { clip: ckpt_name }, { vae: ckpt_name }],
  },
  CLIPLoader: {
    category: 'advanced/loaders',
    required: (state) => ({ clip_name: [state.models.text_encoders], type: [['stable_diffusion', 'sd3', 'ltxv', 'wan']] }),
    optional: { device: [['default', 'cpu']] },
    outputs: ['CLIP'],
    run: ({ clip_name }) => [{ clip: clip_name }],
  },
  UpscaleModelLoader: {
    category: 'loaders',
    required: (state) => ({ model_name: [state.models.upscale_models] }),
    outputs: ['UPSCALE_MODEL'],
    run: ({ model_name }) => [{ scale: /x2/i.test(String(model_name)) ? 2 : 4 }],
  },
  CLIPTextEncode: {
    category: 'conditioning',
    required: fixed({ text: STRING, clip: link('CLIP') }),
    outputs: ['CONDITIONING'],
    run: ({ text }) => [{ text }],
  },
  EmptyLatentImage: {
    category: 'latent',
    required: fixed({ width: INT(16, MAX, 8), height: INT(16, MAX, 8), batch_size: INT(1, 4096) }),
    outputs: ['LATENT'],
    run: ({ width, height, batch_size }) => [{ width, height, count: batch_size, look: 'empty' }],
  },
  EmptyLTXVLatentVideo: {
    category: 'latent/video/ltxv',
    required: fixed({ width: INT(64, MAX, 32), height: INT(64, MAX, 32), length: INT(1, MAX, 8), batch_size: INT(1, 4096) }),
    outputs: ['LATENT'],
    run: ({ width, height, length }) => [{ width, height, count: length, look: 'empty' }],
  },
  LoadImage: {
    category: 'image',
    required: () => ({ image: [[], { image_upload: true }] }),
    outputs: ['IMAGE', 'MASK'],
    run: async ({ image: name }, { state }) => {
      const loaded = await loadUpload(state, name);
      return [loaded, loaded];
    },
  },
  LoadImageMask: {
    category: 'mask',
    required: () => ({ image: [[], { image_upload: true }], channel: [['alpha', 'red', 'green', 'blue']] }),
    outputs: ['MASK'],
    run: async ({ image: name }, { state }) => [await loadUpload(state, name)],
  },
  VAEEncode: {
    category: 'latent',
    required: fixed({ pixels: link('IMAGE'), vae: link('VAE') }),
    outputs: ['LATENT'],
    run: ({ pixels }) => [image(pixels, { width: Math.floor(pixels.width / 8) * 8, height: Math.floor(pixels.height / 8) * 8 })],
  },
  VAEDecode: {
    category: 'latent',
    required: fixed({ samples: link('LATENT'), vae: link('VAE') }),
    outputs: ['IMAGE'],
    run: ({ samples }) => [samples],
  },
  RepeatLatentBatch: {
    category: 'latent/batch',
    required: fixed({ samples: link('LATENT'), amount: INT(1, 64) }),
    outputs: ['LATENT'],
    run: ({ samples, amount }) => [image(samples, { count: samples.count * amount })],
  },
  KSampler: {
    category: 'sampling',
    required: fixed({
      model: link('MODEL'),
      seed: INT(0, Number.MAX_SAFE_INTEGER),
      steps: INT(1, 10_000),
      cfg: FLOAT(0, 100),
      sampler_name: [samplers],
      scheduler: [schedulers],
      positive: link('CONDITIONING'),
      negative: link('CONDITIONING'),
      latent_image: link('LATENT'),
      denoise: FLOAT(0, 1),
    }),
    outputs: ['LATENT'],
    steps: ({ steps }) => steps,
    run: (inputs) => [
      sample(inputs.latent_image, inputs.seed, inputs.positive, [
        inputs.model.model,
        inputs.denoise,
        inputs.cfg,
        inputs.steps,
        inputs.sampler_name,
      ]),
    ],
  },
  InpaintModelConditioning: {
    category: 'conditioning/inpaint',
    required: fixed({
      positive: link('CONDITIONING'),
      negative: link('CONDITIONING'),
      vae: link('VAE'),
      pixels: link('IMAGE'),
      mask: link('MASK'),
      noise_mask: BOOLEAN,
    }),
    outputs: ['CONDITIONING', 'CONDITIONING', 'LATENT'],
    run: ({ positive, negative, pixels }) => [positive, negative, pixels],
  },
  ImagePadForOutpaint: {
    category: 'image',
    required: fixed({
      image: link('IMAGE'),
      left: INT(0, MAX, 8),
      top: INT(0, MAX, 8),
      right: INT(0, MAX, 8),
      bottom: INT(0, MAX, 8),
      feathering: INT(0, MAX),
    }),
    outputs: ['IMAGE', 'MASK'],
    run: ({ image: from, left, top, right, bottom }) => {
      const padded = image(from, { width: from.width + left + right, height: from.height + top + bottom });
      return [padded, padded];
    },
  },
  ImageCompositeMasked: {
    category: 'image',
    required: fixed({ destination: link('IMAGE'), source: link('IMAGE'), x: INT(0, MAX), y: INT(0, MAX), resize_source: BOOLEAN }),
    optional: { mask: link('MASK') },
    outputs: ['IMAGE'],
    run: ({ destination, source }) => [image(source, { width: destination.width, height: destination.height })],
  },
  ImageUpscaleWithModel: {
    category: 'image/upscaling',
    required: fixed({ upscale_model: link('UPSCALE_MODEL'), image: link('IMAGE') }),
    outputs: ['IMAGE'],
    steps: () => 4,
    run: ({ upscale_model, image: from }) => [
      image(from, {
        width: from.width * upscale_model.scale,
        height: from.height * upscale_model.scale,
        look: look('upscaled', from.look),
      }),
    ],
  },
  ImageScale: {
    category: 'image/upscaling',
    required: fixed({
      image: link('IMAGE'),
      upscale_method: [['nearest-exact', 'bilinear', 'area', 'bicubic', 'lanczos']],
      width: INT(0, MAX),
      height: INT(0, MAX),
      crop: [['disabled', 'center']],
    }),
    outputs: ['IMAGE'],
    run: ({ image: from, width, height }) => [
      image(from, {
        width: width || Math.round((from.width * height) / from.height),
        height: height || Math.round((from.height * width) / from.width),
      }),
    ],
  },
  LTXVConditioning: {
    category: 'conditioning/video_models',
    required: fixed({ positive: link('CONDITIONING'), negative: link('CONDITIONING'), frame_rate: FLOAT(0, 1000) }),
    outputs: ['CONDITIONING', 'CONDITIONING'],
    run: ({ positive, negative }) => [positive, negative],
  },
  LTXVImgToVideo: {
    category: 'conditioning/video_models',
    required: fixed({
      positive: link('CONDITIONING'),
      negative: link('CONDITIONING'),
      vae: link('VAE'),
      image: link('IMAGE'),
      width: INT(64, MAX, 32),
      height: INT(64, MAX, 32),
      length: INT(9, MAX, 8),
      batch_size: INT(1, 4096),
      strength: FLOAT(0, 1),
    }),
    outputs: ['CONDITIONING', 'CONDITIONING', 'LATENT'],
    run: ({ positive, negative, image: from, width, height, length }) => [
      positive,
      negative,
      image(from, { width, height, count: length }),
    ],
  },
  LTXVScheduler: {
    category: 'sampling/custom_sampling/schedulers',
    required: fixed({
      steps: INT(1, 10_000),
      max_shift: FLOAT(0, 100),
      base_shift: FLOAT(0, 100),
      stretch: BOOLEAN,
      terminal: FLOAT(0, 0.99),
    }),
    optional: { latent: link('LATENT') },
    outputs: ['SIGMAS'],
    run: ({ steps }) => [{ steps }],
  },
  KSamplerSelect: {
    category: 'sampling/custom_sampling/samplers',
    required: fixed({ sampler_name: [samplers] }),
    outputs: ['SAMPLER'],
    run: ({ sampler_name }) => [{ sampler_name }],
  },
  SamplerCustom: {
    category: 'sampling/custom_sampling',
    required: fixed({
      model: link('MODEL'),
      add_noise: BOOLEAN,
      noise_seed: INT(0, Number.MAX_SAFE_INTEGER),
      cfg: FLOAT(0, 100),
      positive: link('CONDITIONING'),
      negative: link('CONDITIONING'),
      sampler: link('SAMPLER'),
      sigmas: link('SIGMAS'),
      latent_image: link('LATENT'),
    }),
    outputs: ['LATENT', 'LATENT'],
    steps: ({ sigmas }) => sigmas.steps,
    run: (inputs) => {
      const result = sample(inputs.latent_image, inputs.noise_seed, inputs.positive, [inputs.model.model, inputs.cfg, inputs.sigmas.steps]);
      return [result, result];
    },
  },
  SaveImage: {
    category: 'image',
    required: fixed({ images: link('IMAGE'), filename_prefix: ['STRING', { default: 'ComfyUI' }] }),
    outputs: [],
    isOutput: true,
    run: (inputs, context) => saveEach(inputs, context, 'output'),
  },
  PreviewImage: {
    category: 'image',
    required: fixed({ images: link('IMAGE') }),
    outputs: [],
    isOutput: true,
    run: (inputs, context) => saveEach(inputs, context, 'temp'),
  },
  SaveAnimatedWEBP: {
    category: 'image/animation',
    required: fixed({
      images: link('IMAGE'),
      filename_prefix: STRING,
      fps: FLOAT(0.01, 1000),
      lossless: BOOLEAN,
      quality: INT(0, 100),
      method: [['default', 'fastest', 'slowest']],
    }),
    outputs: [],
    isOutput: true,
    run: async (inputs, context) => ({
      ui: { images: [context.save(inputs.filename_prefix, 'webp', await renderAnimatedWebp(inputs.images, inputs.fps))], animated: [true] },
    }),
  },
  SaveWEBM: {
    category: 'image/video',
    required: fixed({ images: link('IMAGE'), filename_prefix: STRING, codec: [['vp9', 'av1']], fps: FLOAT(0.01, 1000), crf: FLOAT(0, 63) }),
    outputs: [],
    isOutput: true,
    run: async (inputs, context) => ({
      ui: { images: [context.save(inputs.filename_prefix, 'webm', await renderWebm(inputs.images, inputs.fps))], animated: [true] },
    }),
  },
  CreateVideo: {
    category: 'image/video',
    required: fixed({ images: link('IMAGE'), fps: FLOAT(1, 120) }),
    optional: { audio: link('AUDIO') },
    outputs: ['VIDEO'],
    run: ({ images, fps }) => [{ images, fps }],
  },
  SaveVideo: {
    category: 'image/video',
    required: fixed({ video: link('VIDEO'), filename_prefix: STRING, format: [['auto', 'mp4']], codec: [['auto', 'h264']] }),
    outputs: [],
    isOutput: true,
    run: async ({ video, filename_prefix }, context) => ({
      ui: { images: [context.save(filename_prefix, 'mp4', await renderMp4(video.images, video.fps))], animated: [true] },
    }),
  },
};

/** A node class as GET /object_info describes it. */
export function objectInfo(name: string, node: NodeDef, state: FakeState): Record<string, unknown> {
  const required = node.required(state);
  return {
    input: { required, ...(node.optional ? { optional: node.optional } : {}) },
    input_order: { required: Object.keys(required), ...(node.optional ? { optional: Object.keys(node.optional) } : {}) },
    output: node.outputs,
    output_is_list: node.outputs.map(() => false),
    output_name: node.outputs,
    name,
    display_name: name,
    description: '',
    python_module: 'nodes',
    category: node.category,
    output_node: node.isOutput ?? false,
  };
}
