import { taskErrorMessage } from '../../../../contract';
import { ProviderError } from '../provider';

/**
 * What the user reads when ComfyUI fails, whatever the cause (the spec's fallback). The cause goes to the log and
 * the task row as the error's detail: a missing model or node is for the operator to fix, not the user.
 */
export const FAILED_MESSAGE = taskErrorMessage('generation_failed').text;

const limit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

export function comfyFailure(detail: string, isRetryable: boolean, code: ProviderError['code'] = 'provider_failed'): ProviderError {
  return new ProviderError(taskErrorMessage('generation_failed'), isRetryable, code, limit(detail, 2000));
}

export function unreachable(baseUrl: string, cause: unknown): ProviderError {
  const reason = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause);
  return comfyFailure(`ComfyUI at ${baseUrl} could not be reached: ${reason}`, true);
}

export function requestTimedOut(baseUrl: string, what: string): ProviderError {
  return comfyFailure(`ComfyUI at ${baseUrl} did not answer ${what} in time`, true, 'provider_timeout');
}

export function httpFailure(status: number, what: string, body: string): ProviderError {
  if (status === 401 || status === 403) return comfyFailure(`ComfyUI refused ${what} with ${status}: check COMFYUI_TOKEN`, false);
  return comfyFailure(
    `ComfyUI answered ${what} with ${status}: ${limit(body.replace(/\s+/g, ' ').trim(), 300)}`,
    status >= 500 || status === 429,
  );
}

interface NodeErrorItem {
  type?: string;
  message?: string;
  details?: string;
}

function describeItem(item: NodeErrorItem | string | undefined): string {
  if (!item) return 'no reason given';
  if (typeof item === 'string') return item;
  return [item.type, item.message, item.details].filter(Boolean).join(': ');
}

/**
 * POST /prompt answers 400 when validation fails: `error` (a string on old servers, `{ type, message, details }`
 * on current ones) and `node_errors` by node id, e.g. a checkpoint loader whose ckpt_name is "value_not_in_list"
 * because the model file is missing, or "missing_node_type" for a node class that is not installed.
 */
export function promptRejected(workflow: string, body: unknown): ProviderError {
  const answer = (body ?? {}) as {
    error?: NodeErrorItem | string;
    node_errors?: Record<string, { class_type?: string; errors?: NodeErrorItem[] }>;
  };
  const nodes = Object.entries(answer.node_errors ?? {}).map(([id, node]) => {
    const reasons = (node.errors ?? []).map((item) => limit(describeItem(item), 400)).join('; ');
    return `node ${id} (${node.class_type ?? 'unknown'}): ${reasons || 'invalid'}`;
  });
  return comfyFailure(
    `ComfyUI refused workflow ${workflow}: ${describeItem(answer.error)}${nodes.length ? ` - ${nodes.join(' | ')}` : ''}`,
    false,
    'provider_rejected',
  );
}

/** The execution_error message (or history status message) ComfyUI sends when a node raises. */
export function executionFailed(workflow: string, data: Record<string, unknown>): ProviderError {
  const type = String(data.exception_type ?? 'error');
  const message = String(data.exception_message ?? '').trim();
  const where = `${String(data.node_type ?? 'a node')} (node ${String(data.node_id ?? '?')})`;
  // Running out of GPU memory often passes once other work has finished; a broken graph or file does not.
  const isRetryable = /OutOfMemory|out of memory|allocat/i.test(`${type} ${message}`);
  return comfyFailure(`ComfyUI failed running workflow ${workflow} at ${where}: ${type}: ${message}`, isRetryable);
}

export function interrupted(workflow: string): ProviderError {
  return comfyFailure(`ComfyUI interrupted workflow ${workflow} before it finished`, true);
}
