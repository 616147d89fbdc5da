import { useEffect, useMemo } from 'react';
import { snapshot } from 'valtio';
import { useTranslation } from '../../../lib/i18n';
import { outpaintSideNames, type OutpaintSides, type Template } from '../../../../contract/browser';
import { toast } from '../../../design-system';
import {
  hasImageInput,
  imageInputKey,
  parseWorkshopNavigationState,
  templateAfterImageChange,
  useToggleFavoriteMutation,
} from '../../../domain/generation';
import { removeStored, readStored, storageKeys } from '../../../lib/storage';
import { keepCarriedCopy, startingNavigation } from '../state/carried-inputs';
import { createWorkshopFormStore } from '../state/workshop-form';
import { WorkshopPanel } from './panel/workshop-panel';
import { ResultsArea } from './results/results-area';
import { useResultActions } from './use-result-actions';
import { useGenerate } from './use-generate';
import { WorkshopLayout } from './workshop-layout';
import type { WorkshopProps } from './workshop-props';
import styles from './workshop.module.css';

export interface LoadedWorkshopProps extends Omit<WorkshopProps, 'templateId'> {
  template: Template;
  catalog: Template[];
}

/** The workshop once its template is known: the form, the panel and the results, and what they open. */
export function LoadedWorkshop({
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
