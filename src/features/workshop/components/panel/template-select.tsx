import { useTranslation } from '@/lib/i18n';
import type { Template } from '@contract/browser';
import { Select, SelectItem, type DeferredSelectControl } from '@/design-system';
import { catalogWordIn } from '@/domain/generation';

export interface TemplateSelectProps extends DeferredSelectControl {
  template: Template;
  /** The scenario's templates, in the picker's order. */
  choices: readonly Template[];
  onOpenTemplate: (templateId: string) => void;
}

/** The scenario's template picker; its list loads with the press that opens it (WorkshopPanel's DeferredSelect). */
export function TemplateSelect({ template, choices, onOpenTemplate, ...control }: TemplateSelectProps) {
  const { t, i18n } = useTranslation();
  return (
    <Select {...control} label={t('workshop.template')} value={template.template_id} onChange={(key) => key && onOpenTemplate(String(key))}>
      {choices.map((choice) => (
        <SelectItem key={choice.template_id} id={choice.template_id}>
          {catalogWordIn(choice, 'label', i18n.language)}
        </SelectItem>
      ))}
    </Select>
  );
}
