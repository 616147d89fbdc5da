/** Numbers the spec fixes for generation and media (spec part 2 §9), in one place so screens and tests agree. */
export const generationLimits = {
  /** How often an active task is polled. */
  pollIntervalMs: 3_000,
  /** The pause between a task completing and its results replacing the placeholders. */
  revealDelayMs: 500,
  /** Simulated progress never claims more than this: only the server can say a task is done. */
  simulatedProgressCap: 95,
  galleryPageSize: 20,
  deepSearchPageSize: 200,
  assetLibraryPageSize: 40,
  /** The gallery's and the asset library's searches wait until typing stops for this long. */
  searchDebounceMs: 500,
  projectHistoryPageSize: 20,
  maxUploadBytes: 10 * 1024 * 1024,
  maxUploadFiles: 5,
} as const;

/** The input key an image goes under when a template does not name one (spec part 2 §3). */
export const defaultImageInputKey = 'USER_UPLOADED_IMAGE_URL';
