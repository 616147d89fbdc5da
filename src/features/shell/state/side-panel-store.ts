import { proxy } from 'valtio';
import { readStored, removeStored, writeStored } from '@/lib/storage';

/** Not one of the spec's storage keys: a layout preference of this device, kept like the language. */
const collapsedKey = 'sidePanelCollapsed';

interface SidePanelState {
  isCollapsed: boolean;
}

const initialSidePanelState: SidePanelState = { isCollapsed: false };

export const sidePanelStore = proxy<SidePanelState>({ isCollapsed: readStored('local', collapsedKey) === 'true' });

export function setSidePanelCollapsed(isCollapsed: boolean): void {
  sidePanelStore.isCollapsed = isCollapsed;
  writeStored('local', collapsedKey, String(isCollapsed));
}

export function resetSidePanel(): void {
  Object.assign(sidePanelStore, initialSidePanelState);
  removeStored('local', collapsedKey);
}
