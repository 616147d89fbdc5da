import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { useTranslation } from '../../../lib/i18n';
import { outpaintSideNames, type OutpaintSides, type Template } from '../../../../contract/browser';
import { LoadError, Skeleton, toast } from '../../../design-system';
import {
  hasImageInput,
  imageInputKey,
  parseWorkshopNavigationState,
  resolveWorkshopTemplate,
  serviceModelsQueryOptions,
  templateAfterImageChange,
  useToggleFavoriteMutation,
  type WorkshopNavigationState,
} from '../../../domain/generation';
import { activeTeamId, workspaceStore } from '../../../domain/workspace';
import { removeStored, readStored, storageKeys } from '../../../lib/storage';
import { keepCarriedCopy, startingNavigation } from '../state/carried-inputs';
import { createWorkshopFormStore } from '../state/workshop-form';
import { WorkshopPanel, type ImageInputProps } from './panel/workshop-panel';
import { ResultsArea, type WorkshopViewerRequest } from './results/results-area';
import { useResultActions, type WorkshopFramePickerRequest } from './use-result-actions';
import { useGenerate } from './use-generate';
import { WorkshopLayout } from './workshop-layout';
import styles from './workshop.module.css';

/** What the workshop asks the editors feature to open: the image, and where to hand the painted mask. */
export interface WorkshopEditorRequest {
  kind: 'inpaint' | 'outpaint';
  imageUrl: string;
  /** The inpaint editor's mask (PNG, white repaints); it is uploaded just before the run. */
  onMask: (mask: Blob) => void;
  /** The workshop's prompt: the outpaint editor asks before auto-expand ignores it. */
  prompt: string;
  /** The outpaint editor's sides become the template's params; with auto-expand the run starts without the prompt. */
  onSides: (sides: OutpaintSides, isAutoExpand: boolean) => void;
}

export interface WorkshopProps {
  /** The route's template id; `default` and unknown ids open text-to-image. */
  templateId: string | undefined;
  /** The route's navigation state (user_inputs, user_params, mediaToProcess, action), read defensively. */
  navigationState?: unknown;
  /**
   * The history entry's key: with it the inputs are kept in session storage for this visit, so a reload finds
   * them as they were left. Without it (stories) nothing is kept.
   */
  visitKey?: string;
  /** Opens another template, carrying inputs in the navigation state. */
  onOpenTemplate: (templateId: string, state?: WorkshopNavigationState) => void;
  /** The upload slot (device, camera, asset library) the app composes in for each image input. */
  renderImageInput: (props: ImageInputProps) => ReactNode;
  /** Opens the inpaint or outpaint editor when the workshop was opened for one (issue 12 provides it). */
  renderEditor?: (request: WorkshopEditorRequest) => ReactNode;
  /** The media details viewer over the results. */
  renderViewer?: (request: WorkshopViewerRequest) => ReactNode;
  /** The frame picker an edit of a video opens first; without it the video itself goes to the template. */
  renderFramePicker?: (request: WorkshopFramePickerRequest) => ReactNode;
}

/**
 * The generation workshop at /workshop/{template_id} (spec part 2 §2): the panel of inputs and settings beside
 * the results, for the template the URL names.
 */
export function Workshop({ templateId, ...loadedProps }: WorkshopProps) {
  const { t } = useTranslation();
  const workspace = useSnapshot(workspaceStore);
  const catalog = useQuery(serviceModelsQueryOptions(activeTeamId(workspace)));
  const template = catalog.data ? resolveWorkshopTemplate(catalog.data, templateId) : null;
  if (catalog.isPending) {
    return (
      <div className={styles.state} role="status" aria-busy="true" aria-label={t('workshop.loading')}>
        <h1 className={styles.srOnly}>{t('workshop.title')}</h1>
        <Skeleton shape="rect" height={40} />
        <Skeleton shape="rect" height={120} />
        <Skeleton lines={3} />
      </div>
    );
  }
  if (catalog.isError || !template) {
    return (
      <div className={styles.workshop}>
        <h1 className={styles.srOnly}>{t('workshop.title')}</h1>
        <LoadError
          className={styles.error}
          message={t('workshop.loadFailed')}
          onRetry={() => void catalog.refetch()}
          isRetrying={catalog.isFetching}
        />
      </div>
    );
  }

  return <LoadedWorkshop template={template} catalog={catalog.data} {...loadedProps} />;
}

interface LoadedWorkshopProps extends Omit<WorkshopProps, 'templateId'> {
  template: Template;
  catalog: Template[];
}

function LoadedWorkshop({
  template,
  catalog,
  navigationState,
  visitKey,
  onOpenTemplate,
  renderImageInput,
  renderEditor,
  renderViewer,
  renderFramePicker,
}: LoadedWorkshopProps) {
  const { t } = useTranslation();
  const navigation = useMemo(
    () => startingNavigation(parseWorkshopNavigationState(navigationState), visitKey, template.template_id),
    [navigationState, visitKey, template.template_id],
  );
  // One form per template (and per visit with new navigation state), so another template starts afresh.
  const form = useMemo(() => createWorkshopFormStore(template, navigation), [template, navigation]);
  useEffect(() => (visitKey ? keepCarriedCopy(form, visitKey) : undefined), [form, visitKey]);
  const generate = useGenerate(template, form);
  const favorite = useToggleFavoriteMutation((messageKey) => toast.error(t(messageKey)));
  const actions = useResultActions({ catalog, tier: generate.tier, onOpenTemplate, renderFramePicker });

  // A prompt written before signing in (/auth?prompt=...) starts the first visit.
  useEffect(() => {
    const prompt = readStored('local', storageKeys.initialPrompt);
    const promptKey = template.input_requirements.find((requirement) => requirement.type === 'prompt')?.key;
    if (!prompt || !promptKey) return;
    if (!form.state.userInputs[promptKey]) form.setInput(promptKey, prompt);
    removeStored('local', storageKeys.initialPrompt);
  }, [form, template]);

  const handleImageChange = (key: string, url: string | null) => {
    form.setInput(key, url);
    const target = templateAfterImageChange(template, hasImageInput(template, form.state.userInputs), catalog);
    if (!target) return;
    // A plain copy: history state is cloned, and the store's proxies cannot be.
    const { userInputs, userParams } = snapshot(form.state);
    const { [imageInputKey(template)]: _image, ...others } = userInputs;
    onOpenTemplate(target, { user_inputs: others, user_params: userParams, ...(url ? { mediaToProcess: { url, type: 'image' } } : {}) });
  };

  const editorImage = navigation.mediaToProcess?.type === 'image' ? navigation.mediaToProcess.url : null;
  const editorKind = navigation.action === 'inpaint' || navigation.action === 'outpaint' ? navigation.action : null;
  const promptKey = template.input_requirements.find((requirement) => requirement.type === 'prompt')?.key;
  const prompt = promptKey ? String(form.state.userInputs[promptKey] ?? '') : '';
  const handleSides = (sides: OutpaintSides, isAutoExpand: boolean) => {
    for (const side of outpaintSideNames) {
      const task = template.configurable_tasks.find((candidate) => candidate.individual_params.some((param) => param.key === side));
      if (task) form.setParam(task.task_id, side, sides[side]);
    }
    if (!isAutoExpand) return;
    if (promptKey) form.setInput(promptKey, '');
    void generate.generate();
  };

  return (
    <div className={styles.workshop}>
      <h1 className={styles.srOnly}>{t('workshop.title')}</h1>
      <WorkshopLayout
        panel={
          <WorkshopPanel
            template={template}
            catalog={catalog}
            form={form}
            generate={generate}
            onOpenTemplate={(id) => onOpenTemplate(id)}
            onImageChange={handleImageChange}
            renderImageInput={renderImageInput}
          />
        }
        results={
          <ResultsArea
            showFailedTasks={generate.showFailedTasks}
            onToggleFavorite={(item) => favorite.mutate({ id: item.id, isFavorite: item.is_favorite })}
            onAction={actions.handleAction}
            onDownload={actions.handleDownload}
            renderViewer={renderViewer}
          />
        }
      />
      {renderEditor &&
        editorKind &&
        editorImage &&
        renderEditor({ kind: editorKind, imageUrl: editorImage, onMask: (mask) => form.update({ mask }), prompt, onSides: handleSides })}
      {actions.framePicker}
    </div>
  );
}
