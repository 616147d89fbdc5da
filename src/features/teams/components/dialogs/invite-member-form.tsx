import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Form, Select, SelectItem, TextField } from '@/design-system';
import { isBlank, isEmailAddress } from '@/domain/forms';
import { useTeamDialogSubmission } from '../../team-dialog-submission';
import type { AssignableTeamRole } from '../../team-types';
import { DialogActions, DialogSuccess, dialogError } from './dialog-parts';

const invitableRoles: AssignableTeamRole[] = ['member', 'admin'];

export interface InviteMemberFormProps {
  /** Sends the invitation; rejects with the server's error. */
  onInvite: (input: { email: string; role: AssignableTeamRole }) => Promise<unknown>;
  onClose: () => void;
}

/** Invites by e-mail as member (the default) or admin (spec part 1 §5). */
export function InviteMemberForm({ onInvite, onClose }: InviteMemberFormProps) {
  const { t } = useTranslation();
  const { submission, run } = useTeamDialogSubmission(onClose, 'teams.invite.failed');
  const [role, setRole] = useState<AssignableTeamRole>('member');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (isBlank(email)) return setEmailError(t('teams.invite.emailRequired'));
    if (!isEmailAddress(email)) return setEmailError(t('teams.invite.emailInvalid'));
    setSentTo(email);
    void run(() => onInvite({ email, role }));
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={dialogError(submission)}>
      <TextField
        name="email"
        type="email"
        autoComplete="off"
        label={t('teams.invite.email')}
        isRequired
        autoFocus
        isReadOnly={submission.state === 'success'}
        isInvalid={emailError ? true : undefined}
        errorMessage={emailError}
        onChange={() => setEmailError(null)}
      />
      <Select
        label={t('teams.invite.role')}
        selectedKey={role}
        onSelectionChange={(key) => setRole(key === 'admin' ? 'admin' : 'member')}
        isDisabled={submission.state === 'success'}
      >
        {invitableRoles.map((option) => (
          <SelectItem key={option} id={option}>
            {t(`teams.role.${option}`)}
          </SelectItem>
        ))}
      </Select>
      {submission.state === 'success' && <DialogSuccess>{t('teams.invite.sent', { email: sentTo })}</DialogSuccess>}
      <DialogActions submission={submission} submitLabel={t('teams.invite.submit')} />
    </Form>
  );
}
