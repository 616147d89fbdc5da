import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { parseWorkshopNavigationState, type WorkshopNavigationState } from '../rules/workshop-navigation';

/**
 * The session-storage copy of the workshop's inputs (spec part 2 §4: "user inputs are carried via navigation state
 * and session storage"). It belongs to one visit of one template: `visit` is the history entry's key, which a
 * reload keeps and every new navigation changes. The workshop keeps it; the command palette reads it to open the
 * last template again.
 */
export interface CarriedCopy {
  visit: string;
  templateId: string;
  state: WorkshopNavigationState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The tab's copy, or null when there is none or it cannot be read. */
export function readCarriedCopy(): CarriedCopy | null {
  try {
    const parsed: unknown = JSON.parse(readStored('session', storageKeys.workshopInputs) ?? 'null');
    if (!isRecord(parsed) || typeof parsed.visit !== 'string' || typeof parsed.templateId !== 'string') return null;
    // Read as carefully as history state: the copy may come from an older version of the app.
    return { visit: parsed.visit, templateId: parsed.templateId, state: parseWorkshopNavigationState(parsed.state) };
  } catch {
    return null;
  }
}

export function writeCarriedCopy(copy: CarriedCopy): void {
  writeStored('session', storageKeys.workshopInputs, JSON.stringify(copy));
}

/**
 * The template this tab's workshop last showed and the inputs it was left with, for opening it again from
 * elsewhere; null when the tab has not opened the workshop. Media chosen for an editor stays behind.
 */
export function lastWorkshopVisit(): { templateId: string; state: WorkshopNavigationState } | null {
  const copy = readCarriedCopy();
  if (!copy) return null;
  const { user_inputs, user_params } = copy.state;
  return { templateId: copy.templateId, state: { user_inputs, user_params } };
}
