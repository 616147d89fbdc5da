import { FolderKanban } from 'lucide-react';
import { Link } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Tooltip, TooltipTrigger } from '@/design-system';
import styles from './icon-control.module.css';
import layout from './top-bar.module.css';

/**
 * Projects, on small screens only (spec part 1 §2), where no studio sidebar lists them. Until projects exist it
 * leads to My Studio, which says honestly that they arrive with the studio.
 */
export function ProjectsLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <TooltipTrigger>
      <Link href={href} aria-label={t('nav.projects')} className={`${styles.control} ${layout.smallScreensOnly}`}>
        <FolderKanban aria-hidden="true" />
      </Link>
      <Tooltip placement="bottom">{t('nav.projects')}</Tooltip>
    </TooltipTrigger>
  );
}
