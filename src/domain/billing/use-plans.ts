import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Plan } from '@contract/browser';
import { plansIn } from './plan-language';
import { plansQueryOptions } from './plans-query';

/**
 * Every plan and pack on sale, named and described in the interface language. The answer carries every
 * language, so switching language re-selects from the cache rather than asking again.
 */
export function usePlans({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useCallback((plans: Plan[]) => plansIn(plans, language), [language]);
  return useQuery({ ...plansQueryOptions(), enabled: isEnabled, select });
}
