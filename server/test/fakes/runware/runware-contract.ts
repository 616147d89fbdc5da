import fs from 'node:fs';
import path from 'node:path';

/** One model as its Runware page states it (models.json). */
export interface RunwareModelFacts {
  name: string;
  page: string;
  taskType: 'imageInference' | 'videoInference';
  positivePrompt?: { min: number; max: number };
  duration?: number[];
  dimensions?: Array<[number, number]>;
  /** Image models: the rule each side follows. */
  side?: { min: number; max: number; multiple: number };
  /** True when the model needs width and height unless it is given a first frame. */
  sizeOrFrame?: boolean;
}

interface Recorded {
  status: number;
  source: string;
  body: unknown;
}

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as T;

/** The fixtures as files hold them: what Runware's pages and recorded answers say (see README.md here). */
export const runwareModels = read<Record<string, RunwareModelFacts>>('models.json');
const runwareErrors = read<Record<string, Recorded>>('errors.json');
export const runwareExamples = read<Record<string, { source: string; body?: unknown; item?: Record<string, unknown> }>>('examples.json');

export type Answer = { status: number; body: unknown };

/** A recorded error with its `{placeholders}` filled: a placeholder that is the whole string becomes its value. */
export function recordedError(name: string, values: Record<string, string | number>): Answer {
  const recorded = runwareErrors[name];
  if (!recorded) throw new Error(`No recorded Runware error ${name}`);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = /^\{(\w+)\}$/.exec(value)?.[1];
      if (whole !== undefined && whole in values) return values[whole];
      return value.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return { status: recorded.status, body: fill(recorded.body) };
}

const listed = (values: Array<string | number>) => values.map((value) => `'${value}'`).join(', ');

/**
 * What Runware answers a task whose values its model does not take, or null when the model takes them (or is
 * not one the fixtures describe). Checked in the order the pages state the rules.
 */
export function modelRefusal(task: Record<string, unknown>): Answer | null {
  const model = runwareModels[String(task.model)];
  if (!model) return null;
  const context = { taskType: String(task.taskType), taskUUID: String(task.taskUUID), name: model.name };
  if (model.taskType !== task.taskType) {
    return {
      status: 400,
      body: { errors: [{ code: 'unsupportedTaskType', message: `${model.name} does not run ${context.taskType}.`, ...context }] },
    };
  }
  const prompt = task.positivePrompt;
  if (model.positivePrompt && typeof prompt === 'string') {
    const { min, max } = model.positivePrompt;
    if (prompt.length < min || prompt.length > max) return recordedError('invalidPositivePrompt', { ...context, min, max });
  }
  const hasWidth = task.width !== undefined;
  const hasHeight = task.height !== undefined;
  if (hasWidth !== hasHeight) return recordedError('missingSize', context);
  if (model.side && hasWidth) {
    const { min, max, multiple } = model.side;
    for (const side of ['width', 'height'] as const) {
      const value = Number(task[side]);
      if (!Number.isInteger(value) || value < min || value > max || value % multiple !== 0) {
        return recordedError(side === 'width' ? 'invalidWidth' : 'invalidHeight', { ...context, min, max, multiple });
      }
    }
  }
  if (model.duration && !model.duration.includes(Number(task.duration))) {
    return recordedError('invalidDuration', { ...context, values: listed(model.duration) });
  }
  if (model.dimensions && hasWidth && !model.dimensions.some(([w, h]) => w === task.width && h === task.height)) {
    return recordedError('unsupportedDimensions', { ...context, values: listed(model.dimensions.map(([w, h]) => `${w}x${h}`)) });
  }
  const frames = task.frameImages ?? (task.inputs as { frameImages?: unknown } | undefined)?.frameImages;
  if (model.sizeOrFrame && !hasWidth && !(Array.isArray(frames) && frames.length > 0)) return recordedError('missingSize', context);
  return null;
}
