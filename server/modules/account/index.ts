export { registerAccountRoutes } from './account.routes';
export { createEmailChangeService } from './email-change.service';
export type { EmailChangeService } from './email-change.service';
export { createPasswordChangeService } from './password-change.service';
export type { PasswordChangeService } from './password-change.service';
