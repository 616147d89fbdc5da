export { normalizeHistoryFilters } from './media/history-filters';
export type { GenerationFilters, HistoryFilters } from './media/history-filters';
export type { MaskDocument, MaskShape, PaintedMask } from './media/mask-document';
export { generatedHistoryInfiniteQueryOptions, uploadedImagesInfiniteQueryOptions } from './media/history-queries';
export { mediaItemQueryOptions, patchMedia, readMedia, writeMedia } from './media/media-cache';
export { mediaLabel } from './media/media-label';
export { mediaDetailsQueryOptions } from './media/media-details-queries';
export { useListViewer, useViewerStanding } from './media/list-viewer';
export type { MediaViewerRequest } from './media/list-viewer';
export { tilePicture } from './media/tile-picture';
export { useMediaReader } from './media/use-media-reader';
export type { MediaRecord } from './media/media-cache';
export type { ImagePurpose } from './media/upload-mutations';
export { generationKeys } from './queries/keys';
export { taskPointsQueryOptions } from './queries/task-queries';
export { dimensionPresetsQueryOptions, enhancerStylesQueryOptions, serviceModelsQueryOptions } from './queries/template-queries';
export { useTemplateCatalog } from './queries/use-template-catalog';
export { useTemplateNamedParams } from './queries/use-template-named-params';
export { generationLimits } from './rules/constants';
export { generationMessages } from './rules/message-keys';
export type { GenerationMessageKey } from './rules/message-keys';
export { actionTarget, offeredActions } from './rules/media-action-target';
export type { InputValue, UserInputs, UserParams } from './rules/remix-inputs';
export { firstRequiredTier, parseTemplateId } from './rules/template-access';
export { catalogWordIn, categoryNameIn, templateIn } from './rules/template-language';
export { imageInputKey, parseWorkshopNavigationState, startingInputs, workshopActions } from './rules/workshop-navigation';
export type { WorkshopAction, WorkshopNavigationState } from './rules/workshop-navigation';
export { ActiveTasksProvider } from './tasks/active-tasks-provider';
export { memoryStorage } from './tasks/active-tasks-storage';
export { createActiveTasksStore } from './tasks/active-tasks-store';
export type { ActiveTasksStore } from './tasks/active-tasks-store';
export { resultItems } from './tasks/result-items';
export type { CompletedItem, FailedItem, MediaType, PendingItem, ResultItem } from './tasks/result-items';
export { runWorkflowMutationOptions } from './tasks/run-workflow-mutation';
export { parseEventFrame, taskEventStream } from './tasks/task-events';
export type { NotificationEventStream, TaskEventStream } from './tasks/task-events';
export { createTaskTracker } from './tasks/task-tracker';
export {
  serverDataOf,
  useActiveTasks,
  useResumeActiveTasks,
  useRunWorkflowMutation,
  useTaskTracker,
  useToggleFavoriteMutation,
  useUploadImageMutation,
  useUploadVideoThumbnailMutation,
} from './tasks/use-active-tasks';
export { downloadItemOf } from './downloads/download-names';
export type { DownloadPorts } from './downloads/downloads';
export { downloadReportText } from './downloads/download-report-text';
export { useMediaDownloads } from './downloads/use-media-downloads';
export { historyPageQueryOptions, idsAtPositions, loadedPages, loadHistoryRange, refreshHistory } from './media/history-page-queries';
export type { HistoryRangePage } from './media/history-page-queries';
export { listLength, pagesForRange } from './media/history-range';
export { lastWorkshopVisit, readCarriedCopy, writeCarriedCopy } from './workshop/carried-copy';
