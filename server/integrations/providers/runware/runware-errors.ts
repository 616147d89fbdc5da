import { taskErrorMessage } from '../../../../contract';
import { ProviderError } from '../provider';

/** One entry of Runware's `errors` array (docs: platform/errors: code, message, parameter, taskType, taskUUID). */
export interface RunwareErrorItem {
  code?: string;
  message?: string;
  parameter?: string;
  taskType?: string;
  taskUUID?: string;
}

const safetyCodes = new Set([
  'contentPolicyViolation',
  'providerContentPolicyViolation',
  'sensitiveContentDetected',
  'unsafeContentDetected',
  'nsfwContentDetected',
  'promptBlocked',
  'imageBlocked',
]);

/** Runware's own text, trimmed: it names parameters and limits, which helps the user fix a request. */
function detail(item: RunwareErrorItem | undefined): string {
  const message = (item?.message ?? '').replace(/\s+/g, ' ').trim();
  return message.length > 200 ? `${message.slice(0, 197)}...` : message;
}

/**
 * Maps an HTTP status and Runware error to what the worker needs: a message safe to show, whether a retry may
 * help, and a code. Runware says its codes are still being standardised (docs: platform/errors), so the checks
 * look at parts of the code (`Credits`, `Balance`, `Timeout`, `invalid...`) the way its own SDK does.
 */
export function toProviderError(status: number, item: RunwareErrorItem | undefined): ProviderError {
  const code = item?.code ?? '';
  const lower = `${code} ${item?.message ?? ''}`.toLowerCase();
  if (status === 402 || /credit|balance|quota|insufficient funds|payment/.test(lower)) {
    return new ProviderError(taskErrorMessage('service_out_of_credit'), false, 'provider_insufficient_balance');
  }
  if (status === 401 || status === 403 || /apikey|authentication|unauthori[sz]ed/.test(lower)) {
    return new ProviderError(taskErrorMessage('service_credentials'), false, 'provider_failed');
  }
  if (status === 408 || status === 504 || code.includes('Timeout') || code === 'timeout') {
    return new ProviderError(taskErrorMessage('service_slow'), true, 'provider_timeout');
  }
  if (safetyCodes.has(code)) return new ProviderError(taskErrorMessage('content_refused'), false, 'provider_rejected');
  if (status === 429 || status >= 500) return new ProviderError(taskErrorMessage('service_unavailable'), true, 'provider_failed');
  if (status === 400 || /^(invalid|missing|unsupported|conflict|duplicate|max)/.test(code)) {
    const reason = detail(item);
    return new ProviderError(
      reason ? taskErrorMessage('service_refused_because', { reason }) : taskErrorMessage('service_refused'),
      false,
      'provider_rejected',
    );
  }
  return new ProviderError(taskErrorMessage('generation_failed'), true, 'provider_failed');
}

export function timeoutError(): ProviderError {
  return new ProviderError(taskErrorMessage('service_slow'), true, 'provider_timeout');
}

export function networkError(): ProviderError {
  return new ProviderError(taskErrorMessage('service_unreachable'), true, 'provider_failed');
}
