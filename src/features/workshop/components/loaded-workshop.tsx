import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { outpaintSideNames, type GenerationSettings, type OutpaintSides, type Template } from '@contract/browser';
import { toast } from '@/design-system';
import { imageInputKey, parseWorkshopNavigationState, useToggleFavoriteMutation } from '@/domain/generation';
import { hasImageInput, templateAfterImageChange } from '../rules/template-pairing';
import { removeStored, readStored, storageKeys } from '@/lib/storage';
import { keepCarriedCopy, startingNavigation } from '../state/carried-inputs';
import { createWorkshopFormStore } from '../state/workshop-form';
import { WorkshopPanel } from './panel/workshop-panel';
import { ratioOf } from './results/preview-shell';
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
  const { mutate: toggleFavorite } = useToggleFavoriteMutation((messageKey) => toast.error(t(messageKey)));
  const handleToggleFavorite = useCallback(
    (item: { id: string; is_favorite: boolean }) => toggleFavorite({ id: item.id, isFavorite: item.is_favorite }),
    [toggleFavorite],
  );
  const shownForm = useSnapshot(form.state);
  // The chosen size's shape for a run's placeholder; Auto (0 by 0) is square until the result says otherwise.
  const shownSize = shownForm.customSize ?? shownForm.dimension;
  // Try again runs the form as it is at the press; the results keep one function, so typing does not re-render them.
  const latestSubmit = useRef(generate.submit);
  useLayoutEffect(() => {
    latestSubmit.current = generate.submit;
  });
  const handleRetry = useCallback(() => latestSubmit.current(), []);
  const actions = useResultActions({ catalog, tier: generate.tier, onOpenTemplate, renderFramePicker });

  // A prompt written before signing in (/auth?prompt=...) starts the first visit.
  useEffect(() => {
    const prompt = readStored('local', storageKeys.initialPrompt);
    const promptKey = template.input_requirements.find((requirement) => requirement.type === 'prompt')?.key;
    if (!prompt || !promptKey) return;
    if (!form.state.userInputs[promptKey]) form.setInput(promptKey, prompt);
    removeStored('local', storageKeys.initialPrompt);
  }, [form, template]);

  const handleImageChange = (key: string, url: string | null, settings?: GenerationSettings) => {
    form.setInput(key, url);
    // A mask belongs to the picture it was painted on.
    if (key === imageInputKey(template)) form.update({ mask: null });
    const target = templateAfterImageChange(template, hasImageInput(template, form.state.userInputs), catalog);
    if (!target) return;
    // A plain copy: history state is cloned, and the store's proxies cannot be.
    const { userInputs, userParams } = snapshot(form.state);
    const { [imageInputKey(template)]: _image, ...others } = userInputs;
    onOpenTemplate(target, {
      user_inputs: others,
      user_params: userParams,
      ...(url ? { mediaToProcess: { url, type: 'image' } } : {}),
      // The image's offer to fill the form goes with it to the template it moves to.
      ...(url && settings ? { imageSettings: settings } : {}),
    });
  };

  // The editor the visit asked for opens at once; the mask editor opens again from the image's Paint or Edit mask.
  const askedEditor = navigation.action === 'inpaint' || navigation.action === 'outpaint' ? navigation.action : null;
  const [editor, setEditor] = useState({ navigation, kind: askedEditor });
  if (editor.navigation !== navigation) setEditor({ navigation, kind: askedEditor });
  const editorKind = editor.navigation === navigation ? editor.kind : askedEditor;
  const slotImage = shownForm.userInputs[imageInputKey(template)];
  const editorImage =
    typeof slotImage === 'string' && slotImage !== ''
      ? slotImage
      : navigation.mediaToProcess?.type === 'image'
        ? navigation.mediaToProcess.url
        : null;
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
      <h1 className="visually-hidden">{t('workshop.title')}</h1>
      <WorkshopLayout
        panel={
          <WorkshopPanel
            template={template}
            catalog={catalog}
            form={form}
            generate={generate}
            onOpenTemplate={(id) => onOpenTemplate(id)}
            onImageChange={handleImageChange}
            {...(navigation.imageSettings ? { imageSettings: navigation.imageSettings } : {})}
            renderImageInput={renderImageInput}
            {...(renderEditor ? { onPaintMask: () => setEditor({ navigation, kind: 'inpaint' }) } : {})}
          />
        }
        results={
          <ResultsArea
            template={template}
            catalog={catalog}
            pendingAspectRatio={ratioOf(shownSize?.width ?? 0, shownSize?.height ?? 0)}
            showFailedTasks={generate.showFailedTasks}
            onRetry={handleRetry}
            onToggleFavorite={handleToggleFavorite}
            onAction={actions.handleAction}
            onDownload={actions.handleDownload}
            renderViewer={renderViewer}
          />
        }
      />
      {renderEditor &&
        editorKind &&
        editorImage &&
        renderEditor({
          kind: editorKind,
          imageUrl: editorImage,
          onMask: (painted) => form.update({ mask: painted }),
          ...(editorKind === 'inpaint' && shownForm.mask ? { initialMask: shownForm.mask.document } : {}),
          prompt,
          onSides: handleSides,
          onClose: () => setEditor({ navigation, kind: null }),
        })}
      {actions.framePicker}
    </div>
  );
}
