import { Hash, Ratio, Settings2, SlidersHorizontal } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import type { Template } from '@contract/browser';
import { Chip } from '@/design-system';
import { findParam } from '../../rules/workshop-params';
import { advancedParams, hasParamGroups } from '../../state/setting-groups';
import type { WorkshopFormStore } from '../../state/workshop-form';
import { sizeLabel } from '../sheets/size-label';
import styles from './panel.module.css';

export interface SettingChipsProps {
  template: Template;
  form: WorkshopFormStore;
  /** Whether the template has size presets. */
  hasDimensions: boolean;
}

/** The chips under the inputs (spec part 2 §2); each opens its bottom sheet and shows the current setting. */
export function SettingChips({ template, form, hasDimensions }: SettingChipsProps) {
  const { t } = useTranslation();
  const state = useSnapshot(form.state);
  const count = findParam(template, 'numberResults');
  const size = state.customSize ?? state.dimension;
  const open = (sheet: NonNullable<typeof state.openSheet>) => () => form.update({ openSheet: sheet });
  return (
    <div className={styles.chips}>
      {hasDimensions && (
        <Chip icon={<Ratio />} hasChevron value={size ? sizeLabel(t, size) : undefined} onPress={open('dimensions')}>
          {t('workshop.chips.dimensions')}
        </Chip>
      )}
      {count && (
        <Chip icon={<Hash />} hasChevron value={String(state.userParams[count.taskId]?.numberResults ?? 1)} onPress={open('count')}>
          {t('workshop.chips.count')}
        </Chip>
      )}
      {hasParamGroups(template) && (
        <Chip icon={<SlidersHorizontal />} hasChevron onPress={open('params')}>
          {t('workshop.chips.params')}
        </Chip>
      )}
      {advancedParams(template).length > 0 && (
        <Chip icon={<Settings2 />} hasChevron onPress={open('advanced')}>
          {t('workshop.chips.advanced')}
        </Chip>
      )}
    </div>
  );
}
