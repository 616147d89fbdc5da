export { createSessionService } from './sessions.service';
export type { SessionService } from './sessions.service';
