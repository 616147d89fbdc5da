import { FolderOpen } from 'lucide-react';
import styles from './studio.module.css';

export interface StudioEmptyProps {
  title: string;
  hint?: string;
}

/** The studio's empty state: what is (not) there, and what to do next. Failures use the design system's LoadError. */
export function StudioEmpty({ title, hint }: StudioEmptyProps) {
  return (
    <div className={styles.state}>
      <FolderOpen size={28} aria-hidden="true" className={styles.stateIcon} />
      <h2 className={styles.stateTitle}>{title}</h2>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
    </div>
  );
}
