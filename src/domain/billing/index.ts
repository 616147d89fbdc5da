export { clearSelectedPlan, initialSelectedPlanState, selectedPlanStore, selectPlan } from './selected-plan';
export type { SelectedPlan } from './selected-plan';
export { billingKeys } from './billing-keys';
export { plansIn } from './plan-language';
export { plansQueryOptions } from './plans-query';
export { usePlanNamedParams } from './use-plan-named-params';
export { usePlans } from './use-plans';
