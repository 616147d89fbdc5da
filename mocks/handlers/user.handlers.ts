import { getMe, getPointsBalance, getTaskAllowance, type CallAnswer, type User } from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildAllowance, buildUser } from '../fixtures/user.fixtures';

type Allowance = CallAnswer<typeof getTaskAllowance>;

export const userHandlers = {
  me: (overrides: Partial<User> = {}) => mockCall(getMe, buildUser(overrides)),
  mePending: () => mockPending(getMe),
  meUnauthorized: () => mockError(getMe, 401, { message: 'Please log in again.', code: 'unauthorized' }),
  allowance: (overrides: Partial<Allowance> = {}) => mockCall(getTaskAllowance, buildAllowance(overrides)),
  allowanceForbidden: () => mockError(getTaskAllowance, 403, { message: 'Forbidden.', code: 'forbidden' }),
  balance: (points = 250) => mockCall(getPointsBalance, { points_balance: points }),
};
