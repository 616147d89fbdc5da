import { z } from 'zod';

/**
 * A workflow in ComfyUI's API format, as "Export (API)" writes it: node id to `{ class_type, inputs }`, where an
 * input is a literal value or a link `[source node id, output index]`.
 */
const linkSchema = z.tuple([z.string().min(1), z.number().int().nonnegative()]);
const nodeSchema = z.looseObject({
  class_type: z.string().min(1),
  inputs: z.record(z.string(), z.unknown()),
  _meta: z.looseObject({ title: z.string().optional() }).optional(),
});
export const apiGraphSchema = z
  .record(z.string().min(1), nodeSchema)
  .refine((graph) => Object.keys(graph).length > 0, 'a workflow needs nodes');
export type ApiGraph = z.infer<typeof apiGraphSchema>;

export function isLink(value: unknown): value is [string, number] {
  return linkSchema.safeParse(value).success;
}

/** What a template's run supplies; each maps to one or more node inputs of the workflow. */
const valueKeys = [
  'prompt',
  'negativePrompt',
  'seed',
  'steps',
  'creativity',
  'sampler',
  'strength',
  'width',
  'height',
  'numberResults',
  'image',
  'mask',
  'outpaintTop',
  'outpaintRight',
  'outpaintBottom',
  'outpaintLeft',
  'upscaleFactor',
  'frameCount',
  'fps',
] as const;
export type ValueKey = (typeof valueKeys)[number];

/** Model files the operator names in the settings (COMFYUI_CHECKPOINT and friends), by role. */
const modelRoles = ['checkpoint', 'turboCheckpoint', 'inpaintCheckpoint', 'upscaleModel', 'videoCheckpoint', 'videoTextEncoder'] as const;
export type ModelRole = (typeof modelRoles)[number];

const nodeInput = z.string().regex(/^[^.\s]+\.[A-Za-z0-9_]+$/, 'a target is "<node id>.<input name>"');
const targets = z.union([nodeInput, z.array(nodeInput).min(1)]).transform((value) => (Array.isArray(value) ? value : [value]));
const side = z.number().int().positive();

export const mappingSchema = z.strictObject({
  description: z.string().min(1),
  /** Template values to node inputs; a value the run does not have leaves the workflow's own. */
  inputs: z.partialRecord(z.enum(valueKeys), targets),
  models: z.partialRecord(z.enum(modelRoles), targets).default({}),
  /** Auto size for text templates, and the multiple sizes are rounded to (8 unless the model needs more). */
  size: z.strictObject({ default: z.tuple([side, side]).optional(), multiple: side.default(8) }).default({ multiple: 8 }),
  /** Video only: frames per second, and the step of the frame count (the model takes step * n + 1 frames). */
  frames: z.strictObject({ fps: z.number().positive(), multiple: side }).optional(),
  /** The output nodes whose files are the results; every output node when left out. */
  outputs: z.array(z.string().min(1)).min(1).optional(),
});
type WorkflowMapping = z.infer<typeof mappingSchema>;

export interface ComfyWorkflow {
  name: string;
  graph: ApiGraph;
  mapping: WorkflowMapping;
}

/** "4.ckpt_name" as its node id and input name. */
export function splitTarget(target: string): { nodeId: string; input: string } {
  const at = target.lastIndexOf('.');
  return { nodeId: target.slice(0, at), input: target.slice(at + 1) };
}
