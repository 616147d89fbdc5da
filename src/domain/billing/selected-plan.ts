import { proxy } from 'valtio';
import { readStored, removeStored, storageKeys, writeStored } from '@/lib/storage';

/** The plan chosen on /billing for /payment-portal (spec part 1 §3: kept in browser storage). */
export interface SelectedPlan {
  planId: string;
  priceId: string;
}

interface SelectedPlanState {
  selection: SelectedPlan | null;
}

function readSelection(): SelectedPlan | null {
  try {
    const stored: unknown = JSON.parse(readStored('local', storageKeys.selectedPlan) ?? 'null');
    if (stored && typeof stored === 'object' && 'planId' in stored && 'priceId' in stored) {
      const { planId, priceId } = stored;
      if (typeof planId === 'string' && typeof priceId === 'string') return { planId, priceId };
    }
  } catch {
    // Unreadable: as if nothing was chosen.
  }
  return null;
}

export const selectedPlanStore = proxy<SelectedPlanState>({ selection: readSelection() });

/** Remembers the chosen plan and price, so the payment portal survives a reload and the provider's cancel. */
export function selectPlan(selection: SelectedPlan): void {
  selectedPlanStore.selection = selection;
  writeStored('local', storageKeys.selectedPlan, JSON.stringify(selection));
}

/** The portal's back link clears the selection (spec part 1 §2). */
export function clearSelectedPlan(): void {
  selectedPlanStore.selection = null;
  removeStored('local', storageKeys.selectedPlan);
}
