import { Dices } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { Param } from '@contract/browser';
import { Checkbox, IconButton, NumberField, Select, SelectItem, Slider, Switch, TextArea, TextField } from '@/design-system';
import type { InputValue } from '@/domain/generation';
import { randomSeed } from '../../rules/seed';
import { StylePicker } from '../panel/style-picker';
import styles from './sheets.module.css';

export interface ParamControlProps {
  param: Param;
  value: InputValue | undefined;
  onChange: (value: InputValue) => void;
}

/** Known keys the catalog labels loosely get the product's own names (spec part 2 §3). */
const knownLabels = { CFGScale: 'workshop.params.creativity', steps: 'workshop.params.quality', seed: 'workshop.params.seed' } as const;

function SeedField({ param, value, onChange }: ParamControlProps) {
  const { t } = useTranslation();
  const seed = typeof value === 'number' && value !== -1 ? value : Number.NaN;
  return (
    <div className={styles.seed}>
      <NumberField
        label={t('workshop.params.seed')}
        description={t('workshop.params.seedHint')}
        placeholder={t('workshop.params.random')}
        value={seed}
        minValue={-1}
        maxValue={param.max ?? 2_147_483_647}
        step={1}
        formatOptions={{ useGrouping: false }}
        onChange={(next) => onChange(Number.isNaN(next) ? -1 : next)}
      />
      <IconButton aria-label={t('workshop.params.randomSeed')} hasTooltip variant="secondary" onPress={() => onChange(randomSeed())}>
        <Dices />
      </IconButton>
    </div>
  );
}

/**
 * One param of a template, drawn by its type (spec part 2 §3): slider, number, select, boolean, a checkbox that
 * switches a dependent param, textarea, text and style pickers. A type this build does not know says so.
 */
export function ParamControl({ param, value, onChange }: ParamControlProps) {
  const { t } = useTranslation();
  const knownLabel = knownLabels[param.key as keyof typeof knownLabels];
  const label = knownLabel ? t(knownLabel) : param.label;
  if (param.key === 'seed') return <SeedField param={param} value={value} onChange={onChange} />;
  switch (param.type) {
    case 'slider':
      return (
        <Slider
          label={label}
          value={Number(value ?? param.min ?? 0)}
          minValue={param.min ?? 0}
          maxValue={param.max ?? 100}
          step={param.step ?? 1}
          onChange={(next) => onChange(next)}
        />
      );
    case 'number':
      return (
        <NumberField
          label={label}
          description={param.description}
          value={typeof value === 'number' ? value : Number(value ?? Number.NaN)}
          minValue={param.min}
          maxValue={param.max}
          step={param.step}
          onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
        />
      );
    case 'select':
      return (
        <Select
          label={label}
          description={param.description}
          value={String(value ?? '')}
          onChange={(key) => onChange(param.options?.find((option) => String(option.value) === String(key))?.value ?? null)}
        >
          {(param.options ?? []).map((option) => (
            <SelectItem key={String(option.value)} id={String(option.value)}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
      );
    case 'boolean':
      return (
        <Switch isSelected={value === true} onChange={onChange}>
          {label}
        </Switch>
      );
    case 'checkbox_with_content':
      return (
        <Checkbox isSelected={value === true} onChange={onChange}>
          {label}
        </Checkbox>
      );
    case 'textarea':
      return (
        <TextArea label={label} description={param.description} value={String(value ?? '')} minRows={param.rows ?? 3} onChange={onChange} />
      );
    case 'text':
      return <TextField label={label} description={param.description} value={String(value ?? '')} onChange={onChange} />;
    case 'enhancer_select':
      return <StylePicker label={label} setId={param.enhancer_set_id ?? ''} value={value ?? null} onChange={onChange} />;
    default:
      return (
        <p className={styles.unsupported} role="note">
          {t('workshop.params.unsupportedNamed', { label })}
        </p>
      );
  }
}
