import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Popover, Select, SelectItem, Switch, TextField } from '@/design-system';
import { useTemplateCatalog } from '@/domain/generation';
import { useTranslation } from '@/lib/i18n';
import { isSeedText, noGenerationFilters, sizeLabel, type GenerationFilterValues } from '../state/generation-filter-values';
import { historyFacetsQueryOptions } from '../state/history-facets-query';
import styles from './gallery.module.css';

export interface GalleryGenerationFiltersProps {
  values: GenerationFilterValues;
  onChange: (values: GenerationFilterValues) => void;
  /** The active workspace: a team's id, or null for the personal one (which alone can include shared projects). */
  teamId: string | null;
}

const ANY = '';

/** A chosen value stays a choice while the lists load or after the last creation made with it is gone. */
function withChosen<T extends { id: string }>(items: T[], chosen: string, make: (id: string) => T): T[] {
  return chosen && !items.some((item) => item.id === chosen) ? [make(chosen), ...items] : items;
}

/** The list with "any" first: the choice that filters nothing. */
function choices(items: Array<{ id: string; name: string }>, anyLabel: string) {
  return [{ id: ANY, name: anyLabel }, ...items];
}

/**
 * The Filters popover: search by what made a creation. The template, model and size lists are the ones the
 * workspace's creations were made with (most used first), asked when the popover opens; every change applies at
 * once, as the other filters do.
 */
export function GalleryGenerationFilters({ values, onChange, teamId }: GalleryGenerationFiltersProps) {
  const { t } = useTranslation();
  const facets = useQuery(historyFacetsQueryOptions(teamId, values.isSharedIncluded));
  const catalog = useTemplateCatalog(teamId);
  const set = (change: Partial<GenerationFilterValues>) => onChange({ ...values, ...change });
  const templateName = (id: string) => catalog.data?.find((template) => template.template_id === id)?.label ?? id;
  const isSeedInvalid = values.seed.trim() !== '' && !isSeedText(values.seed);
  const templates = withChosen(
    (facets.data?.templates ?? []).map((item) => ({ id: item.id, name: templateName(item.id) })),
    values.templateId,
    (id) => ({ id, name: templateName(id) }),
  );
  const models = withChosen(
    (facets.data?.models ?? []).map((item) => ({ id: item.id, name: item.id })),
    values.model,
    (id) => ({ id, name: id }),
  );
  const sizes = withChosen(
    (facets.data?.sizes ?? []).map((item) => ({ id: `${item.width}x${item.height}`, name: sizeLabel(`${item.width}x${item.height}`) })),
    values.size,
    (id) => ({ id, name: sizeLabel(id) }),
  );
  return (
    <Popover placement="bottom end" className={styles.filtersPopover}>
      <Dialog
        title={t('galleryFilters.title')}
        footer={
          <Button variant="ghost" size="sm" onPress={() => onChange({ ...noGenerationFilters })}>
            {t('galleryFilters.clear')}
          </Button>
        }
      >
        <div className={styles.filtersForm}>
          <TextField
            label={t('galleryFilters.negativePrompt')}
            placeholder={t('galleryFilters.negativePromptPlaceholder')}
            value={values.negativePrompt}
            onChange={(negativePrompt) => set({ negativePrompt })}
            maxLength={200}
          />
          <TextField
            label={t('galleryFilters.seed')}
            inputMode="numeric"
            value={values.seed}
            onChange={(seed) => set({ seed })}
            isInvalid={isSeedInvalid}
            errorMessage={t('galleryFilters.seedInvalid')}
            maxLength={16}
          />
          <Select
            hasMessageRow={false}
            label={t('galleryFilters.template')}
            isUserText
            items={choices(templates, t('galleryFilters.anyTemplate'))}
            selectedKey={values.templateId}
            onSelectionChange={(key) => set({ templateId: String(key ?? ANY) })}
          >
            {(item) => <SelectItem textValue={item.name}>{item.name}</SelectItem>}
          </Select>
          <Select
            hasMessageRow={false}
            label={t('galleryFilters.model')}
            isUserText
            items={choices(models, t('galleryFilters.anyModel'))}
            selectedKey={values.model}
            onSelectionChange={(key) => set({ model: String(key ?? ANY) })}
          >
            {(item) => <SelectItem textValue={item.name}>{item.name}</SelectItem>}
          </Select>
          <Select
            hasMessageRow={false}
            label={t('galleryFilters.size')}
            items={choices(sizes, t('galleryFilters.anySize'))}
            selectedKey={values.size}
            onSelectionChange={(key) => set({ size: String(key ?? ANY) })}
          >
            {(item) => <SelectItem textValue={item.name}>{item.name}</SelectItem>}
          </Select>
          {teamId === null && (
            <Switch isSelected={values.isSharedIncluded} onChange={(isSharedIncluded) => set({ isSharedIncluded })}>
              {t('galleryFilters.includeShared')}
            </Switch>
          )}
          {facets.isError && <p className={styles.filtersNote}>{t('galleryFilters.choicesFailed')}</p>}
        </div>
      </Dialog>
    </Popover>
  );
}
