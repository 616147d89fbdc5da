export type { EarlyBootConfig, EarlyBootWindow, EarlyRequest, EarlyRoute } from './early-boot';
export { fetchEarly } from './fetch-early';
