/** Query keys of the notification centre. No key carries the session token (every change of session clears the cache). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
