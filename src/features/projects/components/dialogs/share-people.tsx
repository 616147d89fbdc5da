import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AlertDialog, Button, Dialog, IconButton, Modal, Select, SelectItem, toast } from '@/design-system';
import type { CallAnswer, getProjectSharing, ShareEntry } from '@contract/browser';
import { sharingMutationOptions } from '@/domain/projects';
import styles from './share-people.module.css';

type Sharing = CallAnswer<typeof getProjectSharing>;

type Confirming = { kind: 'remove'; person: ShareEntry } | { kind: 'cancel'; email: string } | null;

/** Who has access and who is invited, with the spec's confirmations and its Error modal (part 2 §2, §8). */
export function SharePeople({ projectId, sharing }: { projectId: string; sharing: Sharing }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const calls = sharingMutationOptions(queryClient, projectId);
  const update = useMutation(calls.updateCollaborator);
  const remove = useMutation(calls.removeCollaborator);
  const cancel = useMutation(calls.cancelInvitation);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const levels = sharing.allowedPermissions.length ? sharing.allowedPermissions : (['viewer'] as const);

  const confirm = () => {
    if (!confirming) return;
    const failed = t(confirming.kind === 'remove' ? 'projects.share.removeFailed' : 'projects.share.cancelFailed');
    const work = confirming.kind === 'remove' ? remove.mutateAsync(confirming.person.user_id) : cancel.mutateAsync(confirming.email);
    return work.catch((error: unknown) => {
      setConfirming(null);
      setFailure(failed);
      throw error;
    });
  };

  return (
    <>
      <section aria-labelledby="share-people" className={styles.section}>
        <h3 id="share-people" className={styles.heading}>
          {t('projects.share.people')}
        </h3>
        {sharing.collaborators.length === 0 ? <p className={styles.muted}>{t('projects.share.noPeople')}</p> : null}
        <ul className={styles.list}>
          {sharing.collaborators.map((person) => (
            <li key={person.user_id} className={styles.row}>
              <span className={styles.avatar} aria-hidden="true">
                {person.display_name.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.who}>
                <span className={styles.name} dir="auto">
                  {person.display_name}
                </span>
                <span className={styles.muted} dir="ltr">
                  {person.email}
                </span>
              </span>
              <Select
                aria-label={t('projects.share.permissionOf', { name: person.display_name })}
                className={styles.level}
                selectedKey={person.permission_level}
                isDisabled={!sharing.canShare || update.isPending}
                onSelectionChange={(key) => {
                  const permission = key === 'editor' ? 'editor' : 'viewer';
                  if (permission === person.permission_level) return;
                  update.mutate({ userId: person.user_id, permission }, { onError: () => toast.error(t('projects.share.updateFailed')) });
                }}
              >
                {[...new Set([...levels, person.permission_level])].map((level) => (
                  <SelectItem key={level} id={level}>
                    {t(level === 'editor' ? 'projects.share.editor' : 'projects.share.viewer')}
                  </SelectItem>
                ))}
              </Select>
              {sharing.canShare ? (
                <IconButton
                  size="sm"
                  aria-label={t('projects.share.remove', { name: person.display_name })}
                  onPress={() => setConfirming({ kind: 'remove', person })}
                >
                  <UserMinus />
                </IconButton>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {sharing.pending_invitations.length > 0 ? (
        <section aria-labelledby="share-invitations" className={styles.section}>
          <h3 id="share-invitations" className={styles.heading}>
            {t('projects.share.invitations')}
          </h3>
          <ul className={styles.list}>
            {sharing.pending_invitations.map((invitation) => (
              <li key={invitation.id} className={styles.row}>
                <span className={styles.who}>
                  <span className={styles.name} dir="ltr">
                    {invitation.invitee_email}
                  </span>
                  <span className={styles.muted}>
                    {t('projects.share.invitationMeta', {
                      permission: t(invitation.permission_level === 'editor' ? 'projects.share.editor' : 'projects.share.viewer'),
                      date: date.format(new Date(invitation.sent_on)),
                    })}
                  </span>
                </span>
                {sharing.canShare ? (
                  <IconButton
                    size="sm"
                    aria-label={t('projects.share.cancelInvitation', { email: invitation.invitee_email })}
                    onPress={() => setConfirming({ kind: 'cancel', email: invitation.invitee_email })}
                  >
                    <X />
                  </IconButton>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        variant="destructive"
        title={
          confirming?.kind === 'remove'
            ? t('projects.share.removeTitle', { name: confirming.person.display_name })
            : t('projects.share.cancelTitle')
        }
        confirmLabel={confirming?.kind === 'remove' ? t('projects.share.removeConfirm') : t('projects.share.cancelConfirm')}
        cancelLabel={t('projects.share.keep')}
        onConfirm={confirm}
      >
        {confirming?.kind === 'remove'
          ? t('projects.share.removeText', { name: confirming.person.display_name })
          : t('projects.share.cancelText', { email: confirming?.kind === 'cancel' ? confirming.email : '' })}
      </AlertDialog>
      <Modal isOpen={failure !== null} onOpenChange={(isOpen) => !isOpen && setFailure(null)} size="sm">
        <Dialog
          title={t('projects.share.errorTitle')}
          role="alertdialog"
          footer={
            <Button variant="primary" slot="close">
              {t('projects.share.ok')}
            </Button>
          }
        >
          {failure}
        </Dialog>
      </Modal>
    </>
  );
}
