export { registerApiKeyRoutes } from './api-keys.routes';
export { createApiKeyService } from './api-keys.service';
export type { ApiKeyService } from './api-keys.service';
