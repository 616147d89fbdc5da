import { NotFoundPage } from '@/features/shell';
import { paths } from '@/domain/paths';

export function NotFoundRoute() {
  return <NotFoundPage workshopHref={paths.workshop()} />;
}

export { NotFoundRoute as Component };
