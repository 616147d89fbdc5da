export { createApiClient } from './api-client';
export { ApiError, isApiError } from './api-error';
export { useErrorMessage } from './use-error-message';
