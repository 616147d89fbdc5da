import { NotFoundPage } from '@/features/shell';
import { paths } from '@/domain/paths';

/** A route that fails to load (e.g. a stale chunk after a deploy) still leaves a way back. */
export function RouteError() {
  return <NotFoundPage workshopHref={paths.workshop()} />;
}
