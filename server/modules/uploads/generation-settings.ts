import type { GenerationSettings } from '../../../contract';
import { readPngMetadata } from '../../media-processing';

/** The longest prompt taken from a file: more is not a prompt anyone typed. */
const MAX_PROMPT = 4000;
const MAX_NAME = 200;

/** Text from a file as a field may hold it: control and format characters out (a line break in a prompt stays a space). */
function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return clean ? clean.slice(0, max) : null;
}

function cleanInteger(value: unknown, min: number): number | null {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= min ? number : null;
}

/** The settings, or null when the fields name neither a prompt, a seed nor a template (nothing to fill in). */
function settings(fields: Record<string, unknown>): GenerationSettings | null {
  const prompt = cleanText(fields.prompt, MAX_PROMPT);
  const seed = cleanInteger(fields.seed, 0);
  const templateId = cleanText(fields.template, MAX_NAME);
  if (prompt === null && seed === null && templateId === null) return null;
  const width = cleanInteger(fields.width, 1);
  const height = cleanInteger(fields.height, 1);
  return {
    // A variation or an upscale has no prompt: its seed and template are still worth filling in.
    prompt: prompt ?? '',
    negative_prompt: cleanText(fields.negative_prompt, MAX_PROMPT),
    seed,
    template_id: templateId,
    model: cleanText(fields.model, MAX_NAME),
    // A size is two numbers or none: half of one fills nothing.
    width: width !== null && height !== null ? width : null,
    height: width !== null && height !== null ? height : null,
  };
}

/**
 * The `parameters` text other image tools write: the prompt, a "Negative prompt:" line, and a last line of
 * "Name: value" pairs ("Steps: 20, Seed: 42, Size: 512x768, Model: base").
 */
function fromParametersText(text: string): GenerationSettings | null {
  const lines = text.split(/\r?\n/);
  const last = lines.at(-1) ?? '';
  const hasPairs = lines.length > 1 && last.startsWith('Steps: ');
  const body = hasPairs ? lines.slice(0, -1) : lines;
  const negativeAt = body.findIndex((line) => line.startsWith('Negative prompt:'));
  const prompt = (negativeAt < 0 ? body : body.slice(0, negativeAt)).join(' ');
  const negative =
    negativeAt < 0
      ? null
      : body
          .slice(negativeAt)
          .join(' ')
          .replace(/^Negative prompt:\s*/, '');
  const pairs = new Map<string, string>();
  if (hasPairs) {
    for (const pair of last.split(/,\s*(?=[A-Za-z][\w ]*: )/)) {
      const at = pair.indexOf(': ');
      if (at > 0) pairs.set(pair.slice(0, at).trim(), pair.slice(at + 2).trim());
    }
  }
  const [width, height] = (pairs.get('Size') ?? '').split('x');
  return settings({ prompt, negative_prompt: negative, seed: pairs.get('Seed'), model: pairs.get('Model'), width, height });
}

/**
 * How an uploaded image says it was made, or undefined: a PNG this studio wrote (its `parameters` chunk is JSON)
 * or one with another tool's `parameters` text. Anything else (not a PNG, chunks that do not read) says nothing.
 */
export function generationSettingsOf(data: Buffer): GenerationSettings | undefined {
  let chunks: Record<string, string>;
  try {
    chunks = readPngMetadata(data);
  } catch {
    return undefined;
  }
  const text = chunks.parameters;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return settings(parsed as Record<string, unknown>) ?? undefined;
    return undefined;
  } catch {
    return fromParametersText(text) ?? undefined;
  }
}
