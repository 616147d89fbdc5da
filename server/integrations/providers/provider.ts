import type { PeopleMessage, TaskErrorCode, templateTypes } from '../../../contract';
import type { Pixels } from '../../media-processing';

export type TemplateType = (typeof templateTypes)[number];

/** Everything a provider needs to run one task; images arrive as bytes, already read from media storage. */
export interface ProviderJob {
  taskId: string;
  templateType: TemplateType;
  /** Which model serves the template: configuration, per provider. */
  model: string;
  prompt: string;
  negativePrompt?: string;
  seed: number;
  /** 0 means Auto: the provider decides (or the input image does). */
  width: number;
  height: number;
  numberResults: number;
  inputs: {
    seedImage?: Buffer;
    maskImage?: Buffer;
    inputImage?: Buffer;
    referenceImages?: Buffer[];
    frameImages?: Buffer[];
  };
  /** The template's remaining params, by key (e.g. CFGScale, steps, strength). */
  params: Record<string, unknown>;
  outpaint?: { top: number; right: number; bottom: number; left: number };
  upscaleFactor?: 2 | 4;
  videoSeconds?: number;
  signal: AbortSignal;
  /** Progress from 0 to 100, as often as the provider knows it. */
  onProgress: (percent: number) => void;
  /** A provider with its own task ids stores it before waiting, so a restarted worker can look it up. */
  providerTaskId?: string;
  onProviderTaskId?: (id: string) => Promise<void>;
}

export interface ProviderOutput {
  kind: 'image' | 'video';
  data: Buffer;
  mimeType: string;
  width: number;
  height: number;
  seed: number | null;
  /**
   * The image's pixels exactly as `data` holds them (every channel the file holds and no other), when the provider
   * had them at hand: the worker makes the thumbnail from them instead of decoding the file it was just given (a
   * third of the thumbnail's time).
   */
  pixels?: Pixels;
  /** What the provider reports it charged, when it does (for reconciliation, not for the user's points). */
  providerCost?: number;
}

/** One generation backend: the embedded local one, Runware, ComfyUI, behind the same calls. */
export interface GenerationProvider {
  readonly name: string;
  supports(type: TemplateType): boolean;
  /** Whether the provider can serve this model (or workflow) right now; a provider that cannot says so here, and its templates go to the next one. */
  serves?(model: string): boolean;
  run(job: ProviderJob): Promise<ProviderOutput[]>;
  /** Stops the provider's work on a task it was given (it ran out of time, or its task ended without it). */
  cancel?(providerTaskId: string): Promise<void>;
  /** For a provider that watches a server: first check, then checks on a schedule, until stop(). */
  start?(): Promise<void>;
  stop?(): void;
}

/**
 * A provider failure the user may see: its message (a code the browser translates, and its English text) is safe
 * to show, and `isRetryable` says if a retry may help.
 */
export class ProviderError extends Error {
  constructor(
    readonly userMessage: PeopleMessage<TaskErrorCode>,
    readonly isRetryable: boolean,
    readonly code: 'provider_failed' | 'provider_timeout' | 'provider_insufficient_balance' | 'provider_rejected' = 'provider_failed',
    /** The real cause, for the log and the task row; never shown to the user. */
    readonly detail?: string,
  ) {
    super(userMessage.text);
    this.name = 'ProviderError';
  }
}
