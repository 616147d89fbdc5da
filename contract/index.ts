/**
 * The whole contract, schemas included, for the server, the mocks and the tests (the browser imports
 * contract/browser.ts). Each area's file holds its calls, schemas and types.
 */
export * from './account';
export { allCalls } from './all-calls';
export * from './auth';
export * from './billing';
export * from './core';
export * from './cost';
export * from './errors';
export * from './generation';
export * from './queue';
export * from './health';
export * from './media';
export * from './lineage';
export * from './media-search';
export * from './messages';
export * from './notifications';
export * from './outpaint';
export * from './points';
export * from './project-tree';
export * from './projects';
export * from './team-budgets';
export * from './teams';
export * from './templates';
export * from './text';
export * from './user';
export * from './values';
export * from './webhooks';
