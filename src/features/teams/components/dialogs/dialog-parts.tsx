import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import type { Submission } from '../../team-dialog-submission';
import styles from './dialog-parts.module.css';

/** What a dialog says once its action succeeded, in the 1.5 s before it closes. */
export function DialogSuccess({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.success}>
      <CircleCheck size={18} aria-hidden="true" className={styles.successIcon} />
      {children}
    </p>
  );
}

interface DialogActionsProps {
  submission: Submission;
  /** The submit button's text, e.g. 'Send Invitation'. */
  submitLabel: ReactNode;
  /** A lesser action at the row's start, apart from Cancel and submit (Remove Cap). */
  start?: ReactNode;
}

/** Cancel and submit at the end of a team dialog's form; both rest while the action runs or has succeeded. */
export function DialogActions({ submission, submitLabel, start }: DialogActionsProps) {
  const { t } = useTranslation();
  const isBusy = submission.state === 'pending' || submission.state === 'success';
  return (
    <div className={styles.actions}>
      {start && <div className={styles.start}>{start}</div>}
      <Button slot="close" variant="ghost" isDisabled={isBusy}>
        {t('teams.cancel')}
      </Button>
      <Button type="submit" variant="primary" isPending={submission.state === 'pending'} isDisabled={submission.state === 'success'}>
        {submitLabel}
      </Button>
    </div>
  );
}

export function dialogError(submission: Submission): string | null {
  return submission.state === 'error' ? submission.message : null;
}

export { styles as dialogStyles };
