import { getGeneratedMedia, type GeneratedMedia, type MediaLineage } from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildLineage } from '../fixtures/lineage.fixtures';
import { buildGeneratedMedia } from '../fixtures/media.fixtures';

type Known = Record<string, { media?: GeneratedMedia; lineage?: Partial<MediaLineage> }>;

export const lineageHandlers = {
  /**
   * Details of any creation: those in `known` as given, any other made from words alone with its cost unknown
   * (no task named), which is what a collaborator's creation looks like.
   */
  details: (known: Known = {}) =>
    mockCall(getGeneratedMedia, ({ params }) => {
      const id = String(params.id);
      const entry = known[id];
      return { media: entry?.media ?? buildGeneratedMedia({ id }), lineage: buildLineage(entry?.lineage) };
    }),
  detailsPending: () => mockPending(getGeneratedMedia),
  detailsFailed: () => mockError(getGeneratedMedia, 404, { message: 'Creation not found.', code: 'not_found' }),
};
