import { resetAuthFlow } from '../features/auth';
import { endSession } from '../lib/session';

/**
 * Every valtio store's reset, so logout and each story start from initial state. A feature's store joins this
 * list when it gets one.
 */
const resets: Array<() => void> = [endSession, resetAuthFlow];

export function resetClientStores(): void {
  for (const reset of resets) reset();
}
