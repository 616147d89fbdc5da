import { getProjectContent, projectLimits } from '../../../contract/browser';
import type { ReadProjectPage } from '../generation';
import { api } from '../session';

/** One page of a project's content for its zip download (spec part 2 §7), read straight from the server. */
export const readProjectPage: ReadProjectPage = (projectId, cursor, signal) =>
  api(
    getProjectContent,
    { params: { id: projectId }, query: { per_page: projectLimits.contentPageSize, ...(cursor ? { cursor } : {}) } },
    signal ? { signal } : {},
  );
