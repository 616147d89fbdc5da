import { resetAuthFlow } from '@/features/auth';
import { clearSelectedPlan } from '@/domain/billing';
import { resetWorkspace } from '@/domain/workspace';
import { resetSidePanel } from '@/features/shell';
import { endSession } from '@/domain/session';
import { resetSound } from '@/lib/sounds';
import { removeStored, storageKeys } from '@/lib/storage';

/**
 * What belongs to the signed-in user: logout clears it (spec part 1 §4: token, workspace and project). A feature's
 * store joins this list when it gets one.
 */
const userResets: Array<() => void> = [
  endSession,
  resetAuthFlow,
  resetWorkspace,
  clearSelectedPlan,
  // The workshop's copy of its inputs (a prompt, image addresses) must not greet the next user of this tab.
  () => removeStored('session', storageKeys.workshopInputs),
];

/** Preferences of this device, kept across logout like the language: muted sounds, a collapsed side panel. */
const deviceResets: Array<() => void> = [resetSound, resetSidePanel];

export function resetUserStores(): void {
  for (const reset of userResets) reset();
}

/** Every store back to its start, preferences included: each story and test begins here. */
export function resetClientStores(): void {
  for (const reset of [...userResets, ...deviceResets]) reset();
}
