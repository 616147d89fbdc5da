import { getMe, type User } from '../../contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildUser } from '../fixtures/user.fixtures';

export const userHandlers = {
  me: (overrides: Partial<User> = {}) => mockCall(getMe, buildUser(overrides)),
  mePending: () => mockPending(getMe),
  meUnauthorized: () => mockError(getMe, 401, { message: 'Please log in again.', code: 'unauthorized' }),
};
