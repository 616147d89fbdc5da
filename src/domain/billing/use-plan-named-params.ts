import { useCallback } from 'react';
import type { MessageParams } from '@contract';
import { usePlans } from './use-plans';

/**
 * A server message's values with its plan named in the interface language. The server writes the English name
 * (`plan`) and the plan's id (`plan_id`) into a ledger line or a payment notification; the catalog names that id
 * in every language, so 'Purchase: {{plan}}' reads in Arabic throughout. The plans are asked for only when
 * `isNeeded` (a message names a plan); until they answer, the English shows.
 */
export function usePlanNamedParams(isNeeded: boolean) {
  const plans = usePlans({ isEnabled: isNeeded });
  return useCallback(
    (params: MessageParams | null | undefined): MessageParams | null | undefined => {
      const id = params?.plan_id;
      const name = typeof id === 'string' ? plans.data?.find((plan) => plan.id === id)?.plan_name : undefined;
      return name && params ? { ...params, plan: name } : params;
    },
    [plans.data],
  );
}
