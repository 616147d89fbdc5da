import { generationBackend } from './generation.scenarios';
import { mediaHandlers } from '../handlers/media.handlers';

/** A new user: no creations and no uploads. */
export function emptyHistoryScenario() {
  return [mediaHandlers.historyEmpty(), mediaHandlers.uploadedImagesEmpty(), ...generationBackend()];
}

/**
 * A long-time user: 10,000 creations by default, deterministic, made page by page as they are asked for, with
 * every server filter working, for infinite scroll and the gallery benchmark.
 */
export function largeHistoryScenario(total = 10_000) {
  return [mediaHandlers.historyOfSize(total), ...generationBackend()];
}

/** The history cannot be loaded: 'Failed to Load Creations'. */
export function historyErrorScenario() {
  return [mediaHandlers.historyFailed(), ...generationBackend()];
}
