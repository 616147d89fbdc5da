import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, Form, Modal, Select, SelectItem, Spinner, TextField, toast } from '@/design-system';
import type { Project, ProjectPermissionLevel } from '@contract/browser';
import { isEmailAddress } from '@/domain/forms';
import { projectSharingQueryOptions, sharingMutationOptions } from '@/domain/projects';
import { SharePeople } from './share-people';
import styles from './share-dialog.module.css';

export interface ShareDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  project: Pick<Project, 'id' | 'project_name'>;
}

/**
 * Share project (spec part 2 §2, §4, §5): an e-mail and a permission limited to the project's allowedPermissions
 * (viewer by default), then who has access and who is invited, each removable after a confirmation.
 */
export function ShareDialog({ isOpen, onOpenChange, project }: ShareDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('projects.share.title')}>
        {/* The body mounts on each opening: the e-mail, error and busy flag start afresh (spec part 2 §4). */}
        <ShareDialogBody project={project} />
      </Dialog>
    </Modal>
  );
}

function ShareDialogBody({ project }: Pick<ShareDialogProps, 'project'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sharing = useQuery(projectSharingQueryOptions(project.id));
  const calls = sharingMutationOptions(queryClient, project.id);
  const share = useMutation(calls.share);
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState<ProjectPermissionLevel>('viewer');
  const [problem, setProblem] = useState<string | null>(null);
  const allowed = sharing.data?.allowedPermissions.length ? sharing.data.allowedPermissions : (['viewer'] as const);

  const submit = () => {
    if (share.isPending || email.trim() === '') return;
    if (!isEmailAddress(email)) return setProblem(t('projects.share.invalidEmail'));
    setProblem(null);
    share.mutate(
      { email: email.trim(), permission },
      {
        onSuccess: () => {
          toast.success(t('projects.share.sent', { email: email.trim() }));
          setEmail('');
        },
        onError: () => setProblem(t('projects.share.failed')),
      },
    );
  };

  return (
    <div className={styles.body}>
      <p className={styles.subtitle}>{t('projects.share.subtitle', { name: project.project_name })}</p>
      {/* 'aria': the spec's own message for a bad address replaces the browser's, which would block the submit. */}
      <Form
        validationBehavior="aria"
        className={styles.form}
        errorMessage={problem === t('projects.share.failed') ? problem : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          className={styles.email}
          type="email"
          label={t('projects.share.email')}
          placeholder={t('projects.share.emailPlaceholder')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setProblem(null);
          }}
          isInvalid={problem === t('projects.share.invalidEmail')}
          errorMessage={t('projects.share.invalidEmail')}
          autoFocus
        />
        <Select
          className={styles.permission}
          label={t('projects.share.permission')}
          selectedKey={permission}
          onSelectionChange={(key) => setPermission(key === 'editor' ? 'editor' : 'viewer')}
        >
          {allowed.map((level) => (
            <SelectItem key={level} id={level}>
              {t(level === 'editor' ? 'projects.share.editor' : 'projects.share.viewer')}
            </SelectItem>
          ))}
        </Select>
        <Button type="submit" variant="primary" className={styles.submit} isDisabled={share.isPending || email.trim() === ''}>
          {share.isPending ? t('projects.share.pending') : t('projects.share.submit')}
        </Button>
      </Form>
      {sharing.isPending ? (
        <div role="status" aria-label={t('projects.share.loading')} className={styles.loading}>
          <Spinner size="sm" />
        </div>
      ) : sharing.isError ? (
        <p role="alert" className={styles.subtitle}>
          {t('projects.share.loadError')}
        </p>
      ) : (
        <SharePeople projectId={project.id} sharing={sharing.data} />
      )}
    </div>
  );
}
