export { ActiveTasksProvider } from './active-tasks-provider';
export type { ActiveTasksProviderProps } from './active-tasks-provider';
export { browserLocalStorage, memoryStorage } from './active-tasks-storage';
export type { KeyValueStorage } from './active-tasks-storage';
export { createActiveTasksStore, initialActiveTasksState } from './active-tasks-store';
export type { ActiveTasksState, ActiveTasksStore } from './active-tasks-store';
export { applyNewBalance } from './balance';
export { defaultImageInputKey, generationLimits } from './constants';
export { toggleFavoriteMutationOptions } from './favorite-mutation';
export type { ToggleFavoriteVariables } from './favorite-mutation';
export { generateBlocker, generateButtonModel } from './generate-button';
export type { GenerateButtonModel } from './generate-button';
export type { HistoryFilters } from './history-filters';
export { generatedHistoryInfiniteQueryOptions, uploadedImagesInfiniteQueryOptions } from './history-queries';
export { groupTemplatesForHub, hubCategoryOrder } from './hub-order';
export type { HubCategory } from './hub-order';
export { generationKeys } from './keys';
export { generationMessages } from './message-keys';
export type { GenerationMessageKey } from './message-keys';
export { displayedProgress, estimatedDurationMs, simulatedProgress } from './progress';
export { appendSuggestion, promptSuggestions } from './prompt-suggestions';
export { chooseRemixTemplate } from './remix';
export type { RemixChoice } from './remix';
export type { CompletedItem, FailedItem, MediaType, PendingItem, ResultItem } from './result-items';
export { runWorkflowMutationOptions } from './run-workflow-mutation';
export type { RunWorkflowVariables } from './run-workflow-mutation';
export { isRandomSeed, maxSeed, randomSeed, seedForRun } from './seed';
export { parseEventFrame, taskEventStream } from './task-events';
export type { TaskEventStream, TaskEventStreamOptions } from './task-events';
export { isTaskFinished, taskStatusQueryOptions } from './task-queries';
export type { TaskStatus } from './task-queries';
export { createTaskTracker } from './task-tracker';
export type { BatchRequest, TaskTracker, TaskTrackerOptions } from './task-tracker-types';
export { findBestTemplate, firstRequiredTier, isTierAllowed } from './template-access';
export { hasImageInput, templateAfterImageChange } from './template-pairing';
export { hasRequiredInputs, isInputFilled, missingRequiredInputs } from './required-inputs';
export { dimensionPresetsQueryOptions, enhancerStylesQueryOptions, serviceModelsQueryOptions } from './template-queries';
export { uploadImageMutationOptions, uploadVideoThumbnailMutationOptions } from './upload-mutations';
export type { ImagePurpose } from './upload-mutations';
export { allowedImageTypes, imageFileProblem, uploadDialogImageTypes } from './upload-validation';
export {
  useActiveTasks,
  useResumeActiveTasks,
  useRunWorkflowMutation,
  useTaskTracker,
  useToggleFavoriteMutation,
  useUploadImageMutation,
  useUploadVideoThumbnailMutation,
} from './use-active-tasks';
