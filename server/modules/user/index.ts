export { createUserDirectory } from './user-directory';
export type { UserDirectory } from './user-directory';
export { registerUserRoutes } from './user.routes';
export { createUserService } from './user.service';
export type { UserService } from './user.service';
