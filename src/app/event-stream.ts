import { taskEventStream } from '@/domain/generation';
import { sessionStore } from '@/domain/session';

/**
 * The tab's one connection to the server's event stream: live task progress for the workshop and new
 * notifications for the centre. It is open while anything listens; polling fills in while it is down.
 */
export const appEvents = taskEventStream({ getToken: () => sessionStore.token });
