import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Switch } from '@/design-system';
import styles from './show-failed-tasks-switch.module.css';

export interface ShowFailedTasksSwitchProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** The setting is not known yet. @default false */
  isDisabled?: boolean;
}

/** 'Show Failed Tasks', with a line saying what it does; it applies the moment it is switched. */
export function ShowFailedTasksSwitch({ isSelected, onChange, isDisabled = false }: ShowFailedTasksSwitchProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className={styles.setting}>
      <Switch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} aria-describedby={hintId}>
        {t('account.preferences.showFailedTasks')}
      </Switch>
      <p id={hintId} className={styles.hint}>
        {t('account.preferences.showFailedTasksHint')}
      </p>
    </div>
  );
}
