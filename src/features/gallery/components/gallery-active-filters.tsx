import { X } from 'lucide-react';
import { Button } from '@/design-system';
import { useTemplateCatalog } from '@/domain/generation';
import { useTranslation } from '@/lib/i18n';
import {
  activeGenerationFilters,
  noGenerationFilters,
  sizeLabel,
  withoutGenerationFilter,
  type GenerationFilterField,
  type GenerationFilterValues,
} from '../state/generation-filter-values';
import styles from './gallery.module.css';

export interface GalleryActiveFiltersProps {
  values: GenerationFilterValues;
  onChange: (values: GenerationFilterValues) => void;
  teamId: string | null;
}

/**
 * The Filters in effect under the filter row, each a button that removes it, and Clear all: what narrows the list
 * stays in sight after the popover closes. Nothing shows while no filter is on.
 */
export function GalleryActiveFilters({ values, onChange, teamId }: GalleryActiveFiltersProps) {
  const { t } = useTranslation();
  const catalog = useTemplateCatalog(teamId);
  const active = activeGenerationFilters(values);
  if (active.length === 0) return null;
  const label = (field: GenerationFilterField): string => {
    switch (field) {
      case 'negativePrompt':
        return t('galleryFilters.chipNegative', { value: values.negativePrompt.trim() });
      case 'seed':
        return t('galleryFilters.chipSeed', { value: values.seed.trim() });
      case 'templateId':
        return t('galleryFilters.chipTemplate', {
          value: catalog.data?.find((template) => template.template_id === values.templateId)?.label ?? values.templateId,
        });
      case 'model':
        return t('galleryFilters.chipModel', { value: values.model });
      case 'size':
        return t('galleryFilters.chipSize', { value: sizeLabel(values.size) });
      case 'isSharedIncluded':
        return t('galleryFilters.chipShared');
    }
  };
  return (
    <div className={styles.activeFilters} role="group" aria-label={t('galleryFilters.active')}>
      {active.map((field) => (
        <Button
          key={field}
          size="sm"
          className={styles.filterChip}
          aria-label={t('galleryFilters.remove', { filter: label(field) })}
          onPress={() => onChange(withoutGenerationFilter(values, field))}
        >
          <bdi className={styles.filterChipText}>{label(field)}</bdi>
          <X aria-hidden="true" />
        </Button>
      ))}
      <Button size="sm" variant="ghost" onPress={() => onChange({ ...noGenerationFilters })}>
        {t('galleryFilters.clearAll')}
      </Button>
    </div>
  );
}
