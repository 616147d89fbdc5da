import type { DragEvent } from 'react';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../domain/paths';
import styles from './studio.module.css';

export interface StudioBreadcrumbsProps {
  /** The open project's ancestors from the top. */
  path: ReadonlyArray<{ id: string; project_name: string }>;
  /** The open project's name; none at the root (or while it loads). */
  current: string | null;
  /** The root takes drops: dragged entries move to 'My Studio (Root)'. */
  dropTargetId: string | null | undefined;
  onDragOverTarget: (targetId: string | null, event: DragEvent) => void;
  onDropOn: (targetId: string | null, event: DragEvent) => void;
  onDragLeave: () => void;
}

/**
 * Where the studio is (spec part 2 §2: the last two levels): My Studio, then an ellipsis for what lies between, the
 * parent and the open project. The root and the parent take drops, so items move up without another screen.
 */
export function StudioBreadcrumbs({ path, current, dropTargetId, onDragOverTarget, onDropOn, onDragLeave }: StudioBreadcrumbsProps) {
  const { t } = useTranslation();
  const parent = path.at(-1);
  const dropProps = (targetId: string | null) => ({
    onDragOver: (event: DragEvent) => onDragOverTarget(targetId, event),
    onDragLeave,
    onDrop: (event: DragEvent) => onDropOn(targetId, event),
    'data-drop-target': dropTargetId === targetId || undefined,
  });
  return (
    <nav aria-label={t('studio.breadcrumb')}>
      <Breadcrumbs className={styles.breadcrumbs}>
        <Breadcrumb className={styles.crumb}>
          <Link href={paths.studio()} className={styles.crumbLink} {...(current === null ? {} : dropProps(null))}>
            {t('studio.title')}
          </Link>
        </Breadcrumb>
        {path.length > 1 ? (
          <Breadcrumb className={styles.crumb}>
            <span aria-hidden="true">{t('studio.between')}</span>
          </Breadcrumb>
        ) : null}
        {parent ? (
          <Breadcrumb className={styles.crumb}>
            <Link href={paths.studio(parent.id)} className={styles.crumbLink} {...dropProps(parent.id)}>
              {parent.project_name}
            </Link>
          </Breadcrumb>
        ) : null}
        {current ? (
          <Breadcrumb className={styles.crumb}>
            <Link className={styles.crumbLink}>{current}</Link>
          </Breadcrumb>
        ) : null}
      </Breadcrumbs>
    </nav>
  );
}
