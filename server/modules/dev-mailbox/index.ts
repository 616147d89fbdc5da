export { registerDevMailboxRoutes } from './dev-mailbox.routes';
