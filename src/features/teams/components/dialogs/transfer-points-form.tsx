import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Form, TextField } from '@/design-system';
import { useTeamFormatters } from '../../formatting';
import { useTeamDialogSubmission } from '../../team-dialog-submission';
import { checkTransferAmount } from '../../team-validation';
import { DialogActions, DialogSuccess, dialogError } from './dialog-parts';

export interface TransferPointsFormProps {
  /** The user's own points, the most they can move to the pool. */
  balance: number;
  /** Moves the points from the user to the team's pool; rejects with the server's error. */
  onTransfer: (amount: number) => Promise<unknown>;
  onClose: () => void;
}

/** Moves points from the owner's balance to the team's pool (spec part 1 §5). */
export function TransferPointsForm({ balance, onTransfer, onClose }: TransferPointsFormProps) {
  const { t } = useTranslation();
  const format = useTeamFormatters();
  const { submission, run } = useTeamDialogSubmission(onClose, 'teams.transfer.failed');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [transferred, setTransferred] = useState(0);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTransferAmount(String(new FormData(event.currentTarget).get('amount') ?? ''), balance);
    if ('problem' in checked) return setAmountError(t(checked.problem));
    setTransferred(checked.amount);
    void run(() => onTransfer(checked.amount));
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={dialogError(submission)}>
      <TextField
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        label={t('teams.transfer.amount')}
        description={t('teams.transfer.balance', { count: balance, points: format.points(balance) })}
        isRequired
        autoFocus
        isReadOnly={submission.state === 'success'}
        isInvalid={amountError ? true : undefined}
        errorMessage={amountError}
        onChange={() => setAmountError(null)}
      />
      {submission.state === 'success' && (
        <DialogSuccess>{t('teams.transfer.done', { count: transferred, amount: format.points(transferred) })}</DialogSuccess>
      )}
      <DialogActions submission={submission} submitLabel={t('teams.transfer.submit')} />
    </Form>
  );
}
