import { paths } from '@/domain/paths';
import type { ShellHrefs } from './nav-items';

/** Where the shell's navigation leads, from the typed paths. */
export const shellHrefs: ShellHrefs = {
  workshop: paths.workshop(),
  aiTools: paths.aiTools,
  studio: paths.studio(),
  gallery: paths.gallery,
  teams: paths.teams(),
  account: paths.account,
};
