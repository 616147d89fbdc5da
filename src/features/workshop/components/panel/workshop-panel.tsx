import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import type { GenerationSettings, Template } from '@contract/browser';
import { DeferredOverlay, DeferredSelect, Segment, SegmentedControl, toast } from '@/design-system';
import { dimensionPresetsQueryOptions, imageInputKey, templateIn, type ImagePurpose } from '@/domain/generation';
import { modeEntryTemplate, modeOfTemplate, pickerTemplates, workshopModes, type WorkshopMode } from '../../rules/workshop-template';
import { preloadable } from '@/lib/lazy';
import { applyFill, fillFromSettings, isEmptyFill } from '../../state/settings-fill';
import type { WorkshopFormStore } from '../../state/workshop-form';
import type { GenerateState } from '../use-generate';
import { GenerateButton } from './generate-button';
import { MaskControls, MaskOverlay } from './mask-preview';
import { PromptBox } from './prompt-box';
import { SettingsOffer } from './settings-offer';
import { SettingChips } from './setting-chips';
import { StylePicker } from './style-picker';
import styles from './panel.module.css';

/** The bottom sheets load with the first chip pressed. */
const WorkshopSheets = lazy(async () => ({ default: (await import('../sheets/workshop-sheets')).WorkshopSheets }));
/** The template picker's list loads when the pointer or focus reaches it. */
const TemplateSelect = preloadable(async () => (await import('./template-select')).TemplateSelect);

/** An image input as the workshop hands it to the upload slot the app composes in. */
export interface ImageInputProps {
  label: string;
  purpose: ImagePurpose;
  value: { id: string; url: string } | null;
  /** The image entered or cleared; an upload that says how it was made brings those settings. */
  onChange: (value: { id: string; url: string; generationSettings?: GenerationSettings } | null) => void;
  /** Drawn over the picture: the painted mask of an image to inpaint. */
  overlay?: ReactNode;
  /** Under the picture: the mask's buttons. */
  controls?: ReactNode;
}

export interface WorkshopPanelProps {
  template: Template;
  catalog: readonly Template[];
  form: WorkshopFormStore;
  generate: GenerateState;
  /** Opens another template, e.g. from the mode switch or the picker. */
  onOpenTemplate: (templateId: string) => void;
  /** An image was entered or cleared: the page decides whether the template changes with it (and its settings with it). */
  onImageChange: (key: string, url: string | null, settings?: GenerationSettings) => void;
  /** How the image the workshop opened with says it was made (an upload on the template before): offered at once. */
  imageSettings?: GenerationSettings;
  renderImageInput: (props: ImageInputProps) => ReactNode;
  /** Opens the mask editor on the image to inpaint; without it (no editors composed in) the slot offers no mask. */
  onPaintMask?: () => void;
}

const modeKeys = { image: 'workshop.modes.image', video: 'workshop.modes.video', tools: 'workshop.modes.tools' } as const;

/** The workshop's left panel (spec part 2 §2): mode, template, inputs, settings and the generate button. */
export function WorkshopPanel({
  template,
  catalog,
  form,
  generate,
  onOpenTemplate,
  onImageChange,
  renderImageInput,
  onPaintMask,
  imageSettings,
}: WorkshopPanelProps) {
  const { t, i18n } = useTranslation();
  const state = useSnapshot(form.state);
  // The catalog's words in the interface language, for showing only: the form keeps the template as loaded, so a
  // language switch does not start it afresh.
  const shown = useMemo(() => templateIn(template, i18n.language), [template, i18n.language]);
  const mode = modeOfTemplate(template);
  const choices = pickerTemplates(catalog, template);
  const presets = useQuery(dimensionPresetsQueryOptions(template.template_id));
  // The image an inpaint template repaints carries its mask: shown over it, with a way to paint it again or clear it.
  const maskedKey =
    onPaintMask && template.input_requirements.some((requirement) => requirement.purpose === 'mask') ? imageInputKey(template) : null;
  const firstPreset = presets.data?.data.flatMap((group) => group.dimensions)[0];
  // The settings an uploaded image carries, offered under its slot while it is there.
  const offerOf = (key: string, settings: GenerationSettings | undefined) =>
    settings && !isEmptyFill(fillFromSettings(template, settings)) ? { key, settings } : null;
  const [offer, setOffer] = useState(() => offerOf(imageInputKey(template), imageSettings));
  const useOffer = () => {
    if (!offer) return;
    applyFill(form, fillFromSettings(template, offer.settings));
    setOffer(null);
    toast.success(t('workshop.settingsOffer.filled'));
  };
  useEffect(() => {
    if (firstPreset && !form.state.dimension) form.update({ dimension: { ...firstPreset } });
  }, [firstPreset, form]);

  return (
    <div className={styles.panel}>
      <SegmentedControl
        aria-label={t('workshop.modes.label')}
        isFullWidth
        value={mode}
        onChange={(value) => {
          const next = modeEntryTemplate(catalog, value as WorkshopMode);
          if (next && next.template_id !== template.template_id) onOpenTemplate(next.template_id);
        }}
      >
        {workshopModes.map((candidate) => (
          <Segment key={candidate} value={candidate} isDisabled={!modeEntryTemplate(catalog, candidate)}>
            {t(modeKeys[candidate])}
          </Segment>
        ))}
      </SegmentedControl>
      {choices.length > 1 ? (
        <DeferredSelect label={t('workshop.template')} valueText={shown.label} onPreload={TemplateSelect.preload}>
          {(control) => <TemplateSelect {...control} template={template} choices={choices} onOpenTemplate={onOpenTemplate} />}
        </DeferredSelect>
      ) : (
        <p className={styles.templateName} dir="auto">
          {shown.label}
        </p>
      )}
      {/* The catalog's own words keep their direction inside an Arabic page. */}
      <p className={styles.description} dir="auto">
        {shown.description}
      </p>
      {shown.input_requirements.map((requirement) => {
        const value = state.userInputs[requirement.key];
        if (requirement.type === 'prompt') {
          return (
            <PromptBox
              key={requirement.key}
              label={requirement.label}
              value={typeof value === 'string' ? value : ''}
              isRequired={requirement.is_required}
              maxLength={requirement.max_length}
              onChange={(text) => form.setInput(requirement.key, text)}
              onSubmit={generate.submit}
            />
          );
        }
        if (requirement.type === 'enhancer') {
          return (
            <StylePicker
              key={requirement.key}
              label={requirement.label}
              setId={requirement.enhancer_set_id ?? ''}
              value={value ?? null}
              onChange={(index) => form.setInput(requirement.key, index)}
            />
          );
        }
        // A mask is painted in the inpaint editor, not uploaded by hand.
        if (requirement.purpose === 'mask') return null;
        const url = typeof value === 'string' && value !== '' ? value : null;
        const isMasked = onPaintMask && requirement.key === maskedKey;
        return (
          <div key={requirement.key} className={styles.imageInput}>
            {renderImageInput({
              label: requirement.label,
              purpose: requirement.purpose ?? 'input',
              value: url ? { id: url, url } : null,
              onChange: (image) => {
                setOffer(offerOf(requirement.key, image?.generationSettings));
                onImageChange(requirement.key, image?.url ?? null, image?.generationSettings);
              },
              ...(isMasked && state.mask ? { overlay: <MaskOverlay png={state.mask.png} /> } : {}),
              ...(isMasked
                ? {
                    controls: (
                      <MaskControls hasMask={state.mask !== null} onEdit={onPaintMask} onClear={() => form.update({ mask: null })} />
                    ),
                  }
                : {}),
            })}
            {offer?.key === requirement.key && (
              <SettingsOffer settings={offer.settings} onUse={useOffer} onDismiss={() => setOffer(null)} />
            )}
          </div>
        );
      })}
      <SettingChips template={shown} form={form} hasDimensions={firstPreset !== undefined} />
      <div className={styles.footer}>
        <GenerateButton generate={generate} />
      </div>
      <DeferredOverlay isOpen={state.openSheet !== null}>
        <WorkshopSheets template={shown} form={form} />
      </DeferredOverlay>
    </div>
  );
}
