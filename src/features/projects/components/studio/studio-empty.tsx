import { CircleAlert, FolderOpen, RotateCw } from 'lucide-react';
import { Button } from '../../../../design-system';
import styles from './studio.module.css';

export interface StudioStateProps {
  kind: 'empty' | 'error';
  title: string;
  hint?: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** The studio's empty and failed states: what happened, and what to do next. */
export function StudioState({ kind, title, hint, retryLabel, onRetry }: StudioStateProps) {
  const Icon = kind === 'error' ? CircleAlert : FolderOpen;
  return (
    <div role={kind === 'error' ? 'alert' : undefined} className={styles.state} data-kind={kind}>
      <Icon size={28} aria-hidden="true" className={styles.stateIcon} />
      <h2 className={styles.stateTitle}>{title}</h2>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      {onRetry && retryLabel ? (
        <Button size="sm" onPress={onRetry}>
          <RotateCw size={16} aria-hidden="true" />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
