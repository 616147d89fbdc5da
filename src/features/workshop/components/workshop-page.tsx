import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { LoadError, Skeleton } from '@/design-system';
import { serviceModelsQueryOptions } from '@/domain/generation';
import { resolveWorkshopTemplate } from '../rules/workshop-template';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { preloadable } from '@/lib/lazy';
import type { WorkshopProps } from './workshop-props';
import styles from './workshop.module.css';

/**
 * The panel and the results cannot show before the catalog names the template, so their code is not part of the
 * route's first load (the skeleton's): it starts loading as soon as this module runs,
 * beside the session check and the catalog's request, and is there by the time the catalog is.
 */
const LoadedWorkshop = preloadable(async () => (await import('./loaded-workshop')).LoadedWorkshop);
void LoadedWorkshop.preload();

/** The workshop's loading state; also what its route draws while it gives the page's history entry a key. */
export function WorkshopSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status" aria-busy="true" aria-label={t('workshop.loading')}>
      <h1 className="visually-hidden">{t('workshop.title')}</h1>
      <Skeleton shape="rect" height={40} />
      <Skeleton shape="rect" height={120} />
      <Skeleton lines={3} />
    </div>
  );
}

/**
 * The generation workshop at /workshop/{template_id} (spec part 2 §2): the panel of inputs and settings beside
 * the results, for the template the URL names.
 */
export function Workshop({ templateId, ...loadedProps }: WorkshopProps) {
  const { t } = useTranslation();
  const workspace = useSnapshot(workspaceStore);
  const catalog = useQuery(serviceModelsQueryOptions(activeTeamId(workspace)));
  // The catalog's answer comes through the query cache's store, whose updates React renders in one go: deferred,
  // the panel and the results (the screen's largest render) are built in slices between frames while the skeleton
  // stays, and the page keeps answering (the first load's blocking time).
  const data = useDeferredValue(catalog.data);
  const template = data ? resolveWorkshopTemplate(data, templateId) : null;
  if (catalog.isPending || (catalog.data && !data)) return <WorkshopSkeleton />;
  if (catalog.isError || !data || !template) {
    return (
      <div className={styles.workshop}>
        <h1 className="visually-hidden">{t('workshop.title')}</h1>
        <LoadError
          className={styles.error}
          message={t('workshop.loadFailed')}
          onRetry={() => void catalog.refetch()}
          isRetrying={catalog.isFetching}
        />
      </div>
    );
  }
  return (
    <Suspense fallback={<WorkshopSkeleton />}>
      <LoadedWorkshop template={template} catalog={data} {...loadedProps} />
    </Suspense>
  );
}
