import { useTranslation } from '@/lib/i18n';
import { ProgressRing } from '@/design-system';
import type { PendingItem } from '@/domain/generation';

/** A placeholder's ring: 'Sending…' or 'Waiting in queue...' until the task runs, then its percent. */
export function PendingContent({ item, size = 'md' }: { item: PendingItem; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  if (item.progress === null) {
    const label = item.taskStatus === 'submitting' ? t('workshop.results.submitting') : t('workshop.results.queued');
    return <ProgressRing isIndeterminate size={size} label={label} aria-label={label} />;
  }
  return <ProgressRing value={item.progress} size={size} aria-label={t('workshop.results.generating')} />;
}
