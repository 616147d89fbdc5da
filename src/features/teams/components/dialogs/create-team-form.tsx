import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Form, TextField } from '@/design-system';
import { isBlank } from '@/domain/forms';
import { useTeamDialogSubmission } from '../../team-dialog-submission';
import { DialogActions, DialogSuccess, dialogError } from './dialog-parts';

/** The contract's limit on a team's name. */
const teamNameMaxLength = 100;

export interface CreateTeamFormProps {
  /** Creates the team from the trimmed name; rejects with the server's error. */
  onCreate: (teamName: string) => Promise<unknown>;
  /** Closes the dialog: 1.5 s after success. */
  onClose: () => void;
}

/** Names a new team: required, trimmed (spec part 1 §5). */
export function CreateTeamForm({ onCreate, onClose }: CreateTeamFormProps) {
  const { t } = useTranslation();
  const { submission, run } = useTeamDialogSubmission(onClose, 'teams.create.failed');
  const [nameError, setNameError] = useState<string | null>(null);
  const [createdName, setCreatedName] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('team_name') ?? '').trim();
    if (isBlank(name)) return setNameError(t('teams.create.nameRequired'));
    setCreatedName(name);
    void run(() => onCreate(name));
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={dialogError(submission)}>
      <TextField
        name="team_name"
        label={t('teams.create.name')}
        maxLength={teamNameMaxLength}
        isRequired
        autoFocus
        isReadOnly={submission.state === 'success'}
        isInvalid={nameError ? true : undefined}
        errorMessage={nameError}
        onChange={() => setNameError(null)}
      />
      {submission.state === 'success' && <DialogSuccess>{t('teams.create.created', { team: createdName })}</DialogSuccess>}
      <DialogActions submission={submission} submitLabel={t('teams.create.submit')} />
    </Form>
  );
}
