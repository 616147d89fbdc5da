import { subscribe } from 'valtio';
import { readCarriedCopy, writeCarriedCopy, type WorkshopNavigationState } from '@/domain/generation';
import type { WorkshopFormStore } from './workshop-form';

/**
 * What the workshop starts from: the visit's own copy when this visit has one (after a reload), with the
 * navigation's media and action kept so an editor the visit was opened for opens again; else the navigation state.
 * A reload finds the inputs as last edited; a new visit (a Remix, an Edit & Enhance, a template switch) starts
 * from what it carried.
 */
export function startingNavigation(
  navigation: WorkshopNavigationState,
  visit: string | undefined,
  templateId: string,
): WorkshopNavigationState {
  const copy = visit ? readCarriedCopy() : null;
  if (!copy || copy.visit !== visit || copy.templateId !== templateId) return navigation;
  const { mediaToProcess: _media, ...inputs } = copy.state;
  return { ...navigation, ...inputs };
}

/** Keeps the visit's copy up to date as the user edits the inputs; answers the unsubscribe. */
export function keepCarriedCopy(form: WorkshopFormStore, visit: string): () => void {
  const write = () => {
    const { userInputs, userParams, templateId } = form.state;
    writeCarriedCopy({ visit, templateId, state: { user_inputs: userInputs, user_params: userParams } });
  };
  write();
  return subscribe(form.state, write);
}
