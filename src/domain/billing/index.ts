export { clearSelectedPlan, selectedPlanStore, selectPlan } from './selected-plan';
export { billingKeys } from './billing-keys';
export { usePlanNamedParams } from './use-plan-named-params';
export { usePlans } from './use-plans';
