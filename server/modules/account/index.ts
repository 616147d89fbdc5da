export { registerAccountRoutes } from './account.routes';
export { createEmailChangeService } from './email-change.service';
export { createPasswordChangeService } from './password-change.service';
