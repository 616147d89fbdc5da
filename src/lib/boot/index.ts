export { fetchEarly } from './fetch-early';
