import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { toast } from '@/design-system';
import { actionTarget, serviceModelsQueryOptions, type MediaRecord, type WorkshopAction } from '@/domain/generation';
import { paths } from '@/domain/paths';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';

const nothing = () => null;

/**
 * Gives a creation to the workshop (Remix, Upscale, Variations, Outpaint, Inpaint) from the details viewer or a
 * context menu, as the workshop's own results do: the catalog and the plan say which template opens, or which
 * message shows instead. From the viewer the workshop replaces the viewer's history entry, so Back from there
 * returns to the screen the viewer was over. A picture tool given a video takes the frame the user picked
 * (`frameUrl`).
 */
export function useMediaAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  const teamId = activeTeamId(useSnapshot(workspaceStore));
  return useCallback(
    async (action: WorkshopAction, media: MediaRecord, { replace, frameUrl }: { replace: boolean; frameUrl?: string }) => {
      // Both are loaded already where the action was offered; a failed read leads to the action's own message.
      const [catalog, user] = await Promise.all([
        queryClient.fetchQuery(serviceModelsQueryOptions(teamId)).catch(nothing),
        queryClient.fetchQuery(currentUserQueryOptions(token)).catch(nothing),
      ]);
      const target = actionTarget(action, media, catalog?.templates ?? [], user?.user_tier ?? 'Free');
      if (target.kind === 'error') return void toast.error(t(target.messageKey));
      // A frame picked from a video is a new picture: the tool takes it, not the video it came from.
      const state = frameUrl ? { ...target.state, mediaToProcess: { url: frameUrl, type: 'image' as const } } : target.state;
      void navigate(paths.workshop(target.templateId), { state, replace });
    },
    [navigate, queryClient, t, teamId, token],
  );
}
