export { toggleFavoriteMutationOptions } from './media/favorite-mutation';
export type { ToggleFavoriteVariables } from './media/favorite-mutation';
export { normalizeHistoryFilters } from './media/history-filters';
export type { GenerationFilters, HistoryFilters } from './media/history-filters';
export type { MaskDocument, MaskMode, MaskShape, PaintedMask } from './media/mask-document';
export { generatedHistoryInfiniteQueryOptions, uploadedImagesInfiniteQueryOptions } from './media/history-queries';
export type { HistoryPage } from './media/history-queries';
export { mediaItemQueryOptions, patchMedia, readMedia, writeMedia } from './media/media-cache';
export { mediaLabel } from './media/media-label';
export { mediaDetailsQueryOptions } from './media/media-details-queries';
export type { MediaDetails } from './media/media-details-queries';
export { standingIndex, useListViewer, useViewerStanding } from './media/list-viewer';
export type { ListViewerSource, MediaViewerRequest } from './media/list-viewer';
export { tilePicture } from './media/tile-picture';
export type { TilePicture } from './media/tile-picture';
export { useMediaReader } from './media/use-media-reader';
export type { MediaRecord } from './media/media-cache';
export { uploadImageMutationOptions, uploadVideoThumbnailMutationOptions } from './media/upload-mutations';
export type { ImagePurpose } from './media/upload-mutations';
export { generationKeys } from './queries/keys';
export { isTaskFinished, taskPointsQueryOptions, taskStatusOfEvent, taskStatusQueryOptions } from './queries/task-queries';
export type { TaskStatus } from './queries/task-queries';
export { dimensionPresetsQueryOptions, enhancerStylesQueryOptions, serviceModelsQueryOptions } from './queries/template-queries';
export { useTemplateCatalog } from './queries/use-template-catalog';
export { useTemplateNamedParams } from './queries/use-template-named-params';
export { defaultImageInputKey, generationLimits } from './rules/constants';
export { generationMessages } from './rules/message-keys';
export type { GenerationMessageKey } from './rules/message-keys';
export { displayedProgress, estimatedDurationMs, simulatedProgress } from './rules/progress';
export { actionTarget, offeredActions } from './rules/media-action-target';
export type { ActionTarget } from './rules/media-action-target';
export { chooseRemixTemplate } from './rules/remix';
export type { InputValue, UserInputs, UserParams } from './rules/remix-inputs';
export type { RemixChoice } from './rules/remix';
export { findBestTemplate, firstRequiredTier, isTierAllowed, parseTemplateId } from './rules/template-access';
export { catalogWordIn, categoryNameIn, templateIn } from './rules/template-language';
export { imageInputKey, parseWorkshopNavigationState, startingInputs, workshopActions } from './rules/workshop-navigation';
export type { MediaToProcess, WorkshopAction, WorkshopNavigationState } from './rules/workshop-navigation';
export { ActiveTasksProvider } from './tasks/active-tasks-provider';
export type { ActiveTasksProviderProps } from './tasks/active-tasks-provider';
export { browserLocalStorage, memoryStorage } from './tasks/active-tasks-storage';
export type { KeyValueStorage } from './tasks/active-tasks-storage';
export { createActiveTasksStore, initialActiveTasksState } from './tasks/active-tasks-store';
export type { ActiveBatch, ActiveTasksState, ActiveTasksStore, GridCell } from './tasks/active-tasks-store';
export { resultItems } from './tasks/result-items';
export type { CompletedItem, FailedItem, MediaType, PendingItem, ResultItem, ServerData } from './tasks/result-items';
export { runWorkflowMutationOptions } from './tasks/run-workflow-mutation';
export type { RunWorkflowVariables } from './tasks/run-workflow-mutation';
export { parseEventFrame, parseStreamFrame, taskEventStream } from './tasks/task-events';
export type { NotificationEventStream, StreamEvent, TaskEventStream, TaskEventStreamOptions } from './tasks/task-events';
export { createTaskTracker } from './tasks/task-tracker';
export type { BatchRequest, RunAnswer, TaskTracker, TaskTrackerOptions } from './tasks/task-tracker';
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
export { browserDownloadPorts } from './downloads/browser-ports';
export { downloadFileName, downloadItemOf, downloadPrefix, zipFileName } from './downloads/download-names';
export type { DownloadItem } from './downloads/download-names';
export { downloadOne, zipItems, ZipUnavailableError } from './downloads/downloads';
export type { DownloadOutcome, DownloadPorts, ZipEntry } from './downloads/downloads';
export { collectProjectEntries } from './downloads/project-entries';
export type { ProjectContentPage, ReadProjectPage } from './downloads/project-entries';
export { downloadReportText } from './downloads/download-report-text';
export { downloadMessages, useMediaDownloads } from './downloads/use-media-downloads';
export type { DownloadReport } from './downloads/use-media-downloads';
export { historyPageQueryOptions, idsAtPositions, loadedPages, loadHistoryRange, refreshHistory } from './media/history-page-queries';
export type { HistoryRangePage } from './media/history-page-queries';
export { listLength, pagesForRange } from './media/history-range';
export { lastWorkshopVisit, readCarriedCopy, writeCarriedCopy } from './workshop/carried-copy';
export type { CarriedCopy } from './workshop/carried-copy';
