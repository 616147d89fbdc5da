import { route } from '../call-route';
import type * as searchCalls from '../media-search';

/** The browser's routes for the calls of contract/media-search.ts; contract/browser.ts gathers them. */
export const listHistoryFacets = route<typeof searchCalls.listHistoryFacets>({
  name: 'listHistoryFacets',
  method: 'get',
  path: '/generated-history/facets',
});
