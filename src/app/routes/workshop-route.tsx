import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { WorkshopEditorLauncher } from '@/features/editors';
import { Workshop, WorkshopSkeleton, type ImageInputProps, type WorkshopEditorRequest } from '@/features/workshop';
import { ActiveTasksProvider, useResumeActiveTasks, type WorkshopNavigationState } from '@/domain/generation';
import { paths } from '@/domain/paths';
import { accountKeys } from '@/domain/session';
import { workspaceStore } from '@/domain/workspace';
import { preloadable, whenIdle } from '@/lib/lazy';
import { appEvents } from '../event-stream';
import { renderWorkshopFramePicker, renderWorkshopViewer } from '../workshop-overlays';

/**
 * The image inputs' upload slot (with its drop zone) is not part of the first screen: the default template takes
 * none. It loads once the workshop has shown and the page is idle, so a template that takes an image finds it
 * ready.
 */
const UploadSlot = preloadable(async () => (await import('@/features/media')).UploadSlot);
const renderImageInput = (props: ImageInputProps) => (
  <Suspense fallback={null}>
    <UploadSlot {...props} />
  </Suspense>
);
// Keyed by the request, so opening the workshop for another image opens its editor again.
const renderEditor = (request: WorkshopEditorRequest) => (
  <WorkshopEditorLauncher key={`${request.kind}:${request.imageUrl}`} {...request} />
);

/** Live task progress from the server's event stream; polling fills in while it is down. */
const events = appEvents;

function WorkshopScreen() {
  const { templateId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { activeProject } = useSnapshot(workspaceStore);
  // One state per history entry: a dialog's Back entry returns here with a fresh copy of the same state, which must
  // not start a new form and lose the mask or sides an editor just applied.
  const [entry, setEntry] = useState({ key: location.key, state: location.state as unknown });
  if (entry.key !== location.key) setEntry({ key: location.key, state: location.state });
  const navigationState = entry.key === location.key ? entry.state : location.state;
  useResumeActiveTasks(activeProject);
  useEffect(() => whenIdle(() => void UploadSlot.preload()), []);
  const openTemplate = useCallback(
    (id: string, state?: WorkshopNavigationState) => void navigate(paths.workshop(id), { state }),
    [navigate],
  );
  // A page opened by its address has no history entry of its own: the router calls every such entry 'default',
  // so one visit would find another's inputs in session storage. Give the entry a key of its own first; a reload
  // keeps it, opening the address again makes another. Meanwhile the loading state shows, as the page's HTML
  // (prerendered from this same first render) has drawn it.
  const isUnkeyed = location.key === 'default';
  useEffect(() => {
    if (isUnkeyed) void navigate(location, { replace: true, state: location.state });
  }, [isUnkeyed, location, navigate]);
  if (isUnkeyed) return <WorkshopSkeleton />;
  return (
    <Workshop
      templateId={templateId}
      navigationState={navigationState}
      visitKey={location.key}
      onOpenTemplate={openTemplate}
      renderImageInput={renderImageInput}
      renderEditor={renderEditor}
      renderViewer={renderWorkshopViewer}
      renderFramePicker={renderWorkshopFramePicker}
    />
  );
}

/** /workshop/{templateId}: the generation workshop (spec part 2 §2), following the active project's tasks. */
export function WorkshopRoute() {
  const queryClient = useQueryClient();
  // A finished task frees a slot of the plan's allowance.
  const handleResults = useCallback(() => void queryClient.invalidateQueries({ queryKey: accountKeys.allowances() }), [queryClient]);
  return (
    <ActiveTasksProvider events={events} onResults={handleResults}>
      <WorkshopScreen />
    </ActiveTasksProvider>
  );
}

export { WorkshopRoute as Component };
