import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CallAnswer, listServiceModels } from '@contract/browser';
import { templateIn } from '../rules/template-language';
import { serviceModelsQueryOptions } from './template-queries';

/**
 * Every template of a workspace, labelled and described in the interface language. The answer carries every
 * language, so switching language re-selects from the cache rather than asking the server again.
 */
export function useTemplateCatalog(teamId: string | null) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useCallback(
    (answer: CallAnswer<typeof listServiceModels>) => answer.templates.map((template) => templateIn(template, language)),
    [language],
  );
  return useQuery({ ...serviceModelsQueryOptions(teamId), select });
}
