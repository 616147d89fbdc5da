import type { DragEvent } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/domain/paths';
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
  // The last crumb is where the studio is: marked current and not a link to itself, as a breadcrumb trail says.
  const crumbs: Array<{ key: string; label: string; href?: string; dropTarget?: string | null; isHidden?: boolean }> = [
    { key: 'root', label: t('studio.title'), href: paths.studio(), ...(current === null ? {} : { dropTarget: null }) },
    ...(path.length > 1 ? [{ key: 'between', label: t('studio.between'), isHidden: true }] : []),
    ...(parent ? [{ key: parent.id, label: parent.project_name, href: paths.studio(parent.id), dropTarget: parent.id }] : []),
    ...(current ? [{ key: 'current', label: current }] : []),
  ];
  return (
    <nav aria-label={t('studio.breadcrumb')}>
      {/* A plain list rather than React Aria's Breadcrumbs, whose collection machinery is some 4 kB of My Studio's first load. */}
      <ol className={styles.breadcrumbs}>
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={crumb.key} className={styles.crumb} data-current={isCurrent || undefined}>
              {crumb.isHidden ? (
                <span aria-hidden="true">{crumb.label}</span>
              ) : (
                <Link
                  {...(isCurrent ? { 'aria-current': 'page' as const, isDisabled: true } : { href: crumb.href })}
                  className={styles.crumbLink}
                  // A project's name keeps its own direction, so a long English one is cut at its end in Arabic.
                  dir="auto"
                  {...(crumb.dropTarget === undefined ? {} : dropProps(crumb.dropTarget))}
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
