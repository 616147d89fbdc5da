import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Form, TextField } from '@/design-system';
import { useTeamDialogSubmission } from '../../team-dialog-submission';
import { checkMonthlyCap } from '../../team-validation';
import { DialogActions, DialogSuccess, dialogError, dialogStyles } from './dialog-parts';

export interface BudgetFormProps {
  /** What the cap applies to and, for a member, what they used this month. */
  description: string;
  /** The cap set now; null when there is none, and then there is nothing to remove. */
  currentCap: number | null;
  /** Saves the cap, or removes it with null; rejects with the server's error. */
  onSave: (cap: number | null) => Promise<unknown>;
  onClose: () => void;
}

/** Sets or removes a monthly points cap: a member's own, or the team's default for members without one. */
export function BudgetForm({ description, currentCap, onSave, onClose }: BudgetFormProps) {
  const { t } = useTranslation();
  const { submission, run } = useTeamDialogSubmission(onClose, 'teams.budget.failed');
  const [capError, setCapError] = useState<string | null>(null);
  const isBusy = submission.state === 'pending' || submission.state === 'success';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkMonthlyCap(String(new FormData(event.currentTarget).get('cap') ?? ''));
    if ('problem' in checked) return setCapError(t(checked.problem));
    void run(() => onSave(checked.cap));
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={dialogError(submission)}>
      <p className={dialogStyles.hint}>{description}</p>
      <TextField
        name="cap"
        inputMode="numeric"
        autoComplete="off"
        label={t('teams.budget.cap')}
        defaultValue={currentCap === null ? '' : String(currentCap)}
        isRequired
        autoFocus
        isReadOnly={submission.state === 'success'}
        isInvalid={capError ? true : undefined}
        errorMessage={capError}
        onChange={() => setCapError(null)}
      />
      {submission.state === 'success' && <DialogSuccess>{t('teams.budget.saved')}</DialogSuccess>}
      <DialogActions
        submission={submission}
        submitLabel={t('teams.budget.submit')}
        start={
          currentCap !== null && (
            <Button variant="ghost" isDisabled={isBusy} onPress={() => void run(() => onSave(null))}>
              {t('teams.budget.remove')}
            </Button>
          )
        }
      />
    </Form>
  );
}
