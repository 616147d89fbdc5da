import type { Param } from '@contract/browser';
import type { InputValue } from '@/domain/generation';
import { ParamControl } from './param-control';
import styles from './sheets.module.css';

export interface ParamListProps {
  params: readonly Param[];
  values: Readonly<Record<string, InputValue>>;
  onChange: (key: string, value: InputValue) => void;
}

/**
 * Params in catalog order. A param another one `controls` (checkbox_with_content) shows only while that checkbox
 * is ticked, right under it.
 */
export function ParamList({ params, values, onChange }: ParamListProps) {
  const controlled = new Set(params.flatMap((param) => (param.controls ? [param.controls] : [])));
  return (
    <div className={styles.params}>
      {params.map((param) => {
        if (controlled.has(param.key)) return null;
        const dependent = param.controls ? params.find((candidate) => candidate.key === param.controls) : undefined;
        return (
          <div key={param.key} className={styles.param}>
            <ParamControl param={param} value={values[param.key]} onChange={(value) => onChange(param.key, value)} />
            {dependent && values[param.key] === true && (
              <ParamControl param={dependent} value={values[dependent.key]} onChange={(value) => onChange(dependent.key, value)} />
            )}
          </div>
        );
      })}
    </div>
  );
}
