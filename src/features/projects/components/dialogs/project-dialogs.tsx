import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { afterDialogsClose, toast } from '@/design-system';
import {
  buildProjectTree,
  createProjectMutationOptions,
  deleteItemsMutationOptions,
  leaveProjectMutationOptions,
  moveItemsMutationOptions,
  projectsQueryOptions,
  renameProjectMutationOptions,
} from '@/domain/projects';
import { renameAssetMutationOptions } from '../../state/asset-mutations';
import { isApiError } from '@/lib/api';
import { useLastPresent } from '@/lib/hooks';
import type { DialogRequest } from '../../state/dialog-request';
import { splitItems } from '../../state/project-items';
import { CreateProjectDialog } from './create-project-dialog';
import { DeleteDialog } from './delete-dialog';
import { LeaveDialog } from './leave-dialog';
import { MoveDialog } from './move-dialog';
import { RenameDialog } from './rename-dialog';
import { ShareDialog } from './share-dialog';

export interface ProjectDialogsProps {
  request: DialogRequest | null;
  onClose: () => void;
  /** The workspace the calls name (null for the personal one). */
  teamId: string | null;
  /**
   * Called after a delete or leave succeeds and its confirmation has closed, e.g. to leave a project page that no
   * longer exists (a navigation while the confirmation still holds its history entry would be undone by its Back).
   */
  onRemoved?: (projectIds: readonly string[]) => void;
}

type FailureKey =
  'projects.create.failed' | 'projects.rename.failed' | 'projects.move.failed' | 'projects.delete.failed' | 'projects.leave.failed';

const messageOf = (error: unknown) => (isApiError(error) ? (error.body?.message ?? '') : '');

/**
 * The project dialogs wired to their calls. Tree changes show at once and are undone on failure (the domain's
 * mutations); each failure is reported with the spec's words (part 2 §8) and the dialog stays open.
 */
export function ProjectDialogs({ request, onClose, teamId, onRemoved }: ProjectDialogsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const context = { queryClient, teamId };
  const create = useMutation(createProjectMutationOptions(context));
  const rename = useMutation(renameProjectMutationOptions(context));
  const renameAsset = useMutation(renameAssetMutationOptions(queryClient));
  const move = useMutation(moveItemsMutationOptions(context));
  const remove = useMutation(deleteItemsMutationOptions(context));
  const leave = useMutation(leaveProjectMutationOptions(context));
  const projects = useQuery({ ...projectsQueryOptions(teamId), enabled: request?.kind === 'move' });
  const tree = useMemo(() => buildProjectTree(projects.data ?? []), [projects.data]);
  const close = (isOpen: boolean) => !isOpen && onClose();
  // What the dialogs show: a closing dialog keeps its last request's names while it animates out.
  const shown = useLastPresent(request);
  const report = (key: FailureKey) => (error: unknown) => {
    toast.error(t(key, { message: messageOf(error) }));
    throw error;
  };

  return (
    <>
      <CreateProjectDialog
        isOpen={request?.kind === 'create'}
        onOpenChange={close}
        onCreate={(name) =>
          create
            .mutateAsync({ name, parentId: request?.kind === 'create' ? request.parentId : null })
            .catch(report('projects.create.failed'))
        }
      />
      <RenameDialog
        isOpen={request?.kind === 'rename' || request?.kind === 'renameAsset'}
        onOpenChange={close}
        itemType={shown?.kind === 'renameAsset' ? 'asset' : 'project'}
        currentName={shown?.kind === 'rename' ? shown.project.project_name : shown?.kind === 'renameAsset' ? shown.asset.name : ''}
        onRename={(name) => {
          if (request?.kind === 'rename') {
            return rename.mutateAsync({ projectId: request.project.id, name }).catch(report('projects.rename.failed'));
          }
          if (request?.kind === 'renameAsset') {
            const { id, previousName } = request.asset;
            return renameAsset.mutateAsync({ id, name, previousName }).catch(report('projects.rename.failed'));
          }
          return Promise.resolve();
        }}
      />
      {request?.kind === 'share' ? <ShareDialog isOpen onOpenChange={close} project={request.project} /> : null}
      <MoveDialog
        isOpen={request?.kind === 'move'}
        onOpenChange={close}
        items={shown?.kind === 'move' ? shown.items : []}
        tree={tree}
        onMove={(targetProjectId) =>
          request?.kind === 'move'
            ? move.mutateAsync({ targetProjectId, ...splitItems(request.items) }).catch(report('projects.move.failed'))
            : Promise.resolve()
        }
      />
      <DeleteDialog
        isOpen={request?.kind === 'delete'}
        onOpenChange={close}
        items={shown?.kind === 'delete' ? shown.items : []}
        onDelete={async () => {
          if (request?.kind !== 'delete') return;
          const ids = splitItems(request.items);
          await remove.mutateAsync(ids).catch(report('projects.delete.failed'));
          afterDialogsClose(() => onRemoved?.(ids.projectIds));
        }}
      />
      <LeaveDialog
        isOpen={request?.kind === 'leave'}
        onOpenChange={close}
        projectName={shown?.kind === 'leave' ? shown.project.project_name : ''}
        onLeave={async () => {
          if (request?.kind !== 'leave') return;
          const projectId = request.project.id;
          await leave.mutateAsync(projectId).catch(report('projects.leave.failed'));
          afterDialogsClose(() => onRemoved?.([projectId]));
        }}
      />
    </>
  );
}
