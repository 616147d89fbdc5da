import { useQuery } from '@tanstack/react-query';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/design-system';
import { catalogWordIn, enhancerStylesQueryOptions, type InputValue } from '@/domain/generation';
import styles from './style-picker.module.css';

export interface StylePickerProps {
  label: string;
  setId: string;
  /** The chosen style's index; 0 is a style like any other. */
  value: InputValue | null;
  onChange: (index: number) => void;
}

/** The spec's style gallery shows 8 skeletons while the styles load (spec part 2 §9). */
const skeletonCount = 8;

/** The styles of an enhancer set as a row of pictures to pick one from (spec part 2 §2). */
export function StylePicker({ label, setId, value, onChange }: StylePickerProps) {
  const { t, i18n } = useTranslation();
  const stylesQuery = useQuery(enhancerStylesQueryOptions(setId));
  if (stylesQuery.isPending) {
    return (
      <div className={styles.picker} role="status" aria-busy="true" aria-label={t('workshop.styles.loading', { label })}>
        <span className={styles.label}>{label}</span>
        <div className={styles.row}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Skeleton key={index} shape="rect" width={72} height={72} />
          ))}
        </div>
      </div>
    );
  }
  if (stylesQuery.isError) {
    return (
      <div className={styles.picker}>
        <span className={styles.label}>{label}</span>
        <p role="alert" className={styles.error}>
          {t('workshop.styles.loadFailed')}
        </p>
      </div>
    );
  }
  return (
    <RadioGroup
      className={styles.picker}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      orientation="horizontal"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.row}>
        {stylesQuery.data.map((style) => (
          <Radio key={style.index} value={String(style.index)} className={styles.style}>
            <img src={style.thumbnail_url} alt="" className={styles.thumb} loading="lazy" />
            <span className={styles.name}>{catalogWordIn(style, 'name', i18n.language)}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
