import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { MessageParams } from '@contract';
import type { CallAnswer, listServiceModels } from '@contract/browser';
import { catalogWordIn } from '../rules/template-language';
import { serviceModelsQueryOptions } from './template-queries';

/**
 * A server message's values with its template named in the interface language. The server writes the English
 * label (`template`) and the template's id (`template_id`) into a notification or a ledger line; the catalog
 * names that id in every language, so 'Your {{template}} generation is ready.' reads in Arabic throughout. The
 * catalog is asked for only when `isNeeded` (a message names a template); until it answers, the English shows.
 */
export function useTemplateNamedParams(teamId: string | null, isNeeded: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useCallback(
    (answer: CallAnswer<typeof listServiceModels>) =>
      new Map(answer.templates.map((template) => [template.template_id, catalogWordIn(template, 'label', language)])),
    [language],
  );
  const names = useQuery({ ...serviceModelsQueryOptions(teamId), enabled: isNeeded, select });
  return useCallback(
    (params: MessageParams | null | undefined): MessageParams | null | undefined => {
      const id = params?.template_id;
      const name = typeof id === 'string' ? names.data?.get(id) : undefined;
      return name && params ? { ...params, template: name } : params;
    },
    [names.data],
  );
}
