export { fetchEarly, forgetEarlyRequests } from './fetch-early';
export { releaseHeldInput } from './held-input';
