import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { LoadError, Skeleton } from '@/design-system';
import { isApiError } from '@/lib/api';
import { categoryNameIn, useTemplateCatalog } from '@/domain/generation';
import { groupTemplatesForHub } from './hub-order';
import { endSession } from '@/domain/session';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { TemplateCard } from './template-card';
import styles from './creative-hub.module.css';

const skeletonCount = 8;

/** The catalog's own fallback category is ours to word; the others are the catalog's names, in its languages. */
const uncategorized = 'Uncategorized';

/**
 * The creative hub at /ai-tools (spec part 2 §2): every template by category, in the spec's order. A refused load
 * (401 or 403) ends the session (spec part 2 §8); any other failure offers a retry.
 */
export function CreativeHub() {
  const { t, i18n } = useTranslation();
  const workspace = useSnapshot(workspaceStore);
  const templates = useTemplateCatalog(activeTeamId(workspace));
  const isRefused = isApiError(templates.error) && (templates.error.status === 401 || templates.error.status === 403);
  useEffect(() => {
    if (isRefused) endSession();
  }, [isRefused]);

  return (
    <section className={styles.hub} aria-labelledby="hub-title">
      <header className={styles.header}>
        <h1 id="hub-title" className={styles.title}>
          {t('hub.title')}
        </h1>
        <p className={styles.subtitle}>{t('hub.subtitle')}</p>
      </header>
      {templates.isPending ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('hub.loading')} role="status">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <div key={index} className={styles.skeletonCard}>
              <Skeleton shape="rect" height="auto" style={{ aspectRatio: '4 / 3' }} />
              <Skeleton lines={2} />
            </div>
          ))}
        </div>
      ) : templates.isError ? (
        <LoadError message={t('hub.loadFailed')} onRetry={() => void templates.refetch()} isRetrying={templates.isFetching} />
      ) : templates.data.length === 0 ? (
        <p className={styles.empty}>{t('hub.empty')}</p>
      ) : (
        groupTemplatesForHub(templates.data).map(({ category, templates: members }) => (
          <section key={category} className={styles.category} aria-labelledby={`hub-category-${category}`}>
            <h2 id={`hub-category-${category}`} className={styles.categoryTitle}>
              {category === uncategorized ? t('hub.uncategorized') : categoryNameIn(members[0]!, i18n.language)}
            </h2>
            <div className={styles.grid}>
              {members.map((template) => (
                <TemplateCard key={template.template_id} template={template} />
              ))}
            </div>
          </section>
        ))
      )}
    </section>
  );
}
