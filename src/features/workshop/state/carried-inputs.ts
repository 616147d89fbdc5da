import { subscribe } from 'valtio';
import { parseWorkshopNavigationState, type WorkshopNavigationState } from '../../../domain/generation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import type { WorkshopFormStore } from './workshop-form';

/**
 * The session-storage copy of the workshop's inputs (spec part 2 §4: "user inputs are carried via navigation state
 * and session storage"). It belongs to one visit of one template: `visit` is the history entry's key, which a
 * reload keeps and every new navigation changes, so a reload finds the inputs as they were last edited while a
 * new visit (a Remix, an Edit & Enhance, a template switch) starts from what it carried.
 */
interface CarriedCopy {
  visit: string;
  templateId: string;
  state: WorkshopNavigationState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readCopy(): CarriedCopy | null {
  try {
    const parsed: unknown = JSON.parse(readStored('session', storageKeys.workshopInputs) ?? 'null');
    if (!isRecord(parsed) || typeof parsed.visit !== 'string' || typeof parsed.templateId !== 'string') return null;
    // Read as carefully as history state: the copy may come from an older version of the app.
    return { visit: parsed.visit, templateId: parsed.templateId, state: parseWorkshopNavigationState(parsed.state) };
  } catch {
    return null;
  }
}

/**
 * What the workshop starts from: the visit's own copy when this visit has one (after a reload), with the
 * navigation's media and action kept so an editor the visit was opened for opens again; else the navigation state.
 */
export function startingNavigation(
  navigation: WorkshopNavigationState,
  visit: string | undefined,
  templateId: string,
): WorkshopNavigationState {
  const copy = visit ? readCopy() : null;
  if (!copy || copy.visit !== visit || copy.templateId !== templateId) return navigation;
  const { mediaToProcess: _media, ...inputs } = copy.state;
  return { ...navigation, ...inputs };
}

/** Keeps the visit's copy up to date as the user edits the inputs; answers the unsubscribe. */
export function keepCarriedCopy(form: WorkshopFormStore, visit: string): () => void {
  const write = () => {
    const { userInputs, userParams, templateId } = form.state;
    const copy: CarriedCopy = { visit, templateId, state: { user_inputs: userInputs, user_params: userParams } };
    writeStored('session', storageKeys.workshopInputs, JSON.stringify(copy));
  };
  write();
  return subscribe(form.state, write);
}
