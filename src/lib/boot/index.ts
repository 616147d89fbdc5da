export { fetchEarly, forgetEarlyRequests } from './fetch-early';
export { releaseHeldInput } from './held-input';
export { beginHydration, endHydration } from './hydration-state';
