import { proxy, ref } from 'valtio';
import type { Dimension, Template } from '@contract/browser';
import {
  startingInputs,
  type InputValue,
  type PaintedMask,
  type UserInputs,
  type UserParams,
  type WorkshopNavigationState,
} from '@/domain/generation';
import { mergeUserParams, setUserParam } from '../rules/workshop-params';

/** A size the user typed in with the sliders (Pro only); the server checks it again. */
export interface CustomSize {
  width: number;
  height: number;
}

export type WorkshopSheet = 'dimensions' | 'count' | 'params' | 'advanced';

interface WorkshopFormState {
  templateId: string;
  userInputs: UserInputs;
  userParams: UserParams;
  /** The chosen size preset; null until presets load or when the template has none. */
  dimension: Dimension | null;
  customSize: CustomSize | null;
  /** A mask painted in the inpaint editor, shown over the image and uploaded just before the run (spec part 2 §4). */
  mask: PaintedMask | null;
  openSheet: WorkshopSheet | null;
  /** The creation this visit remixes (opened with Remix), named in its runs; null otherwise. */
  remixOf: string | null;
}

export interface WorkshopFormStore {
  state: WorkshopFormState;
  initialState: Readonly<WorkshopFormState>;
  reset: () => void;
  setInput: (key: string, value: InputValue) => void;
  setParam: (taskId: string, key: string, value: InputValue) => void;
  /** Sets the size, the open sheet or the mask; the form's only other way to change. */
  update: (patch: Partial<Pick<WorkshopFormState, 'dimension' | 'customSize' | 'mask' | 'openSheet'>>) => void;
}

/**
 * The workshop's form for one template: inputs and params prefilled from the navigation state, the size and the
 * open sheet. A factory, so each template (and each story) starts from its own state.
 */
export function createWorkshopFormStore(template: Template, navigation: WorkshopNavigationState = {}): WorkshopFormStore {
  const initialState: WorkshopFormState = {
    templateId: template.template_id,
    userInputs: startingInputs(template, navigation),
    userParams: mergeUserParams(template, navigation.user_params),
    dimension: null,
    customSize: null,
    mask: null,
    openSheet: null,
    remixOf: navigation.action === 'remix' ? (navigation.remixOf ?? null) : null,
  };
  const state = proxy<WorkshopFormState>(structuredClone(initialState));
  return {
    state,
    initialState,
    reset: () => Object.assign(state, structuredClone(initialState)),
    setInput: (key, value) => {
      state.userInputs[key] = value;
    },
    setParam: (taskId, key, value) => {
      state.userParams = setUserParam(template, state.userParams, taskId, key, value);
    },
    update: (patch) => {
      // The mask kept as it is: a proxied Blob is no Blob to the browser, and the mask would upload as '[object Blob]'.
      Object.assign(state, patch.mask ? { ...patch, mask: ref(patch.mask) } : patch);
    },
  };
}
