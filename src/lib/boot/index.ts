export { fetchEarly } from './fetch-early';
export { releaseHeldInput } from './held-input';
