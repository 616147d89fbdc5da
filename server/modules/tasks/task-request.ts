import { z } from 'zod';
import { templateTypes } from '../../../contract';
import { uploadPurposes } from '../../db/schema';

const paramValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * What a task row keeps of its run: everything the worker needs to call the provider and describe the result,
 * resolved when the run was accepted (so a catalog change cannot alter a paid task). Parsed by the worker.
 */
export const taskRequestSchema = z.object({
  templateType: z.enum(templateTypes),
  serviceType: z.string(),
  model: z.string(),
  prompt: z.string(),
  promptText: z.string(),
  negativePrompt: z.string().optional(),
  seed: z.number().int(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  numberResults: z.number().int().positive(),
  userInputs: z.record(z.string(), paramValue),
  userParams: z.record(z.string(), z.record(z.string(), paramValue)),
  /** The params as the run sent them (userParams are resolved: sizes taken out, the seed drawn), to run it again. */
  sentParams: z.record(z.string(), z.record(z.string(), paramValue)).optional(),
  images: z.array(z.object({ key: z.string(), purpose: z.enum(uploadPurposes), mediaId: z.string() })),
  /** The caller's creation the run remixes: the results' parent, checked as theirs when the run was accepted. */
  remixOf: z.string().optional(),
  outpaint: z.object({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() }).optional(),
  upscaleFactor: z.union([z.literal(2), z.literal(4)]).optional(),
  videoSeconds: z.number().positive().optional(),
});
export type TaskRequest = z.infer<typeof taskRequestSchema>;
