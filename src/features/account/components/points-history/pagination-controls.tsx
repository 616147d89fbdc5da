import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button, Spinner } from '@/design-system';
import styles from './pagination-controls.module.css';

export interface PaginationControlsProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  totalPages: number;
  onPageChange: (page: number) => void;
  /** What the pages are of, naming the navigation landmark, e.g. 'Points history pages'. */
  label: string;
  /** The page asked for is loading. @default false */
  isPending?: boolean;
}

/** Previous and next page with 'Page 2 of 12' between; the buttons at either end are disabled. */
export function PaginationControls({ page, totalPages, onPageChange, label, isPending = false }: PaginationControlsProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button size="sm" variant="ghost" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" data-directional="" />
        {t('account.pagination.previous')}
      </Button>
      <span className={styles.status} aria-live="polite">
        {isPending && <Spinner size="sm" />}
        {t('account.pagination.status', { page, total: totalPages })}
      </span>
      <Button size="sm" variant="ghost" isDisabled={page >= totalPages} onPress={() => onPageChange(page + 1)}>
        {t('account.pagination.next')}
        <ChevronRight size={16} aria-hidden="true" data-directional="" />
      </Button>
    </nav>
  );
}
