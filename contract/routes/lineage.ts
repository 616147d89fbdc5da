import { route } from '../call-route';
import type * as lineageCalls from '../lineage';

/** The browser's routes for the calls of contract/lineage.ts; contract/browser.ts gathers them. */
export const getGeneratedMedia = route<typeof lineageCalls.getGeneratedMedia>({
  name: 'getGeneratedMedia',
  method: 'get',
  path: '/generated-history/{id}',
});
