import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Form, Select, SelectItem } from '@/design-system';
import { useTeamDialogSubmission } from '../../team-dialog-submission';
import type { AssignableTeamRole, TeamMember } from '../../team-types';
import { DialogActions, DialogSuccess, dialogError, dialogStyles } from './dialog-parts';

const assignableRoles: AssignableTeamRole[] = ['member', 'admin'];

export interface ChangeRoleFormProps {
  member: TeamMember;
  /** Gives the member the role; rejects with the server's error. */
  onChangeRole: (role: AssignableTeamRole) => Promise<unknown>;
  onClose: () => void;
}

/** Picks member or admin; choosing the role the member already has simply closes the dialog (spec part 1 §5). */
export function ChangeRoleForm({ member, onChangeRole, onClose }: ChangeRoleFormProps) {
  const { t } = useTranslation();
  const { submission, run } = useTeamDialogSubmission(onClose, 'teams.changeRole.failed');
  const [role, setRole] = useState<AssignableTeamRole>(member.role === 'admin' ? 'admin' : 'member');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role === member.role) return onClose();
    void run(() => onChangeRole(role));
  }

  return (
    <Form onSubmit={handleSubmit} validationBehavior="aria" errorMessage={dialogError(submission)}>
      <p className={dialogStyles.hint}>{t('teams.changeRole.description', { name: member.display_name })}</p>
      <Select
        label={t('teams.invite.role')}
        selectedKey={role}
        isDisabled={submission.state === 'success'}
        onSelectionChange={(key) => setRole(key === 'admin' ? 'admin' : 'member')}
      >
        {assignableRoles.map((option) => (
          <SelectItem key={option} id={option}>
            {t(`teams.role.${option}`)}
          </SelectItem>
        ))}
      </Select>
      {submission.state === 'success' && (
        <DialogSuccess>{t('teams.changeRole.done', { name: member.display_name, role: t(`teams.role.${role}`) })}</DialogSuccess>
      )}
      <DialogActions submission={submission} submitLabel={t('teams.changeRole.submit')} />
    </Form>
  );
}
