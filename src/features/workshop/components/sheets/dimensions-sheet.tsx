import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import type { Dimension } from '@contract/browser';
import { Skeleton, Slider, Switch, Segment, SegmentedControl } from '@/design-system';
import { catalogWordIn, dimensionPresetsQueryOptions } from '@/domain/generation';
import type { WorkshopFormStore } from '../../state/workshop-form';
import { sizeLabel } from './size-label';
import styles from './sheets.module.css';

export interface DimensionsSheetContentProps {
  templateId: string;
  form: WorkshopFormStore;
}

const keyOf = (dimension: Pick<Dimension, 'width' | 'height'>) => `${dimension.width}x${dimension.height}`;

/**
 * The size presets in their groups, Auto among them, and custom sizes with sliders for Pro (spec part 2 §5);
 * other plans see the custom sizes locked with 'Available for Pro users'. When the model serving the template
 * lists its sizes, only those are offered, and the sheet says so instead of offering custom sizes.
 */
export function DimensionsSheetContent({ templateId, form }: DimensionsSheetContentProps) {
  const { t, i18n } = useTranslation();
  const state = useSnapshot(form.state);
  const presets = useQuery(dimensionPresetsQueryOptions(templateId));
  if (presets.isPending) return <Skeleton lines={4} />;
  if (presets.isError) return <p role="alert">{t('workshop.dimensions.loadFailed')}</p>;
  const { data: groups, custom } = presets.data;
  const selected = state.customSize ? null : state.dimension;
  const custom0 = state.customSize ?? { width: selected?.width || 1024, height: selected?.height || 1024 };
  return (
    <div className={styles.sheetBody}>
      {groups.map((group) => (
        <div key={group.label} className={styles.group}>
          <h3 className={styles.groupTitle}>{catalogWordIn(group, 'label', i18n.language)}</h3>
          <SegmentedControl
            aria-label={catalogWordIn(group, 'label', i18n.language)}
            value={selected ? keyOf(selected) : null}
            onChange={(key) => {
              const dimension = group.dimensions.find((candidate) => keyOf(candidate) === key);
              if (!dimension) return;
              form.update({ dimension: { ...dimension }, customSize: null });
            }}
            className={styles.wrapGroup}
          >
            {group.dimensions.map((dimension) => (
              <Segment key={keyOf(dimension)} value={keyOf(dimension)}>
                {sizeLabel(t, dimension)}
              </Segment>
            ))}
          </SegmentedControl>
        </div>
      ))}
      {/* A model that lists its sizes takes no other: the server then gives no custom range at all. */}
      {custom.max === 0 ? (
        <p className={styles.locked}>{t('workshop.dimensions.fixedSizes')}</p>
      ) : (
        <div className={styles.group}>
          <Switch
            isSelected={state.customSize !== null}
            isDisabled={!custom.allowed}
            onChange={(isOn) => {
              form.update({ customSize: isOn ? { ...custom0 } : null });
            }}
          >
            {t('workshop.dimensions.custom')}
          </Switch>
          {!custom.allowed && (
            <p className={styles.locked}>
              <Lock size={14} aria-hidden="true" />
              {t('workshop.dimensions.proOnly')}
            </p>
          )}
          {custom.allowed &&
            state.customSize &&
            (['width', 'height'] as const).map((side) => (
              <Slider
                key={side}
                label={t(`workshop.dimensions.${side}`)}
                value={state.customSize![side]}
                minValue={custom.min}
                maxValue={custom.max}
                step={custom.step}
                onChange={(value) => form.update({ customSize: { ...custom0, [side]: value } })}
              />
            ))}
        </div>
      )}
    </div>
  );
}
