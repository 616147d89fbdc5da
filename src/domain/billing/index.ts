export { clearSelectedPlan, initialSelectedPlanState, selectedPlanStore, selectPlan } from './selected-plan';
export type { SelectedPlan } from './selected-plan';
