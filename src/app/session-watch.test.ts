import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys, endSession, sessionKeys, sessionStore, startSession } from '@/domain/session';
import { ApiError } from '@/lib/api';
import { watchSession } from './session-watch';

const refuse = (status: number) => () => Promise.reject(new ApiError(status, { message: 'No.' }));
// valtio tells subscribers after the current task's microtasks.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function watched() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSessionEnded = vi.fn();
  const stop = watchSession(queryClient, onSessionEnded);
  return { queryClient, onSessionEnded, stop };
}

describe('watchSession', () => {
  afterEach(endSession);

  it.each([401, 403])('forces logout when the allowance load answers %i', async (status) => {
    startSession('token-1', true);
    const { queryClient, onSessionEnded, stop } = watched();
    await queryClient.fetchQuery({ queryKey: accountKeys.allowance(null), queryFn: refuse(status) }).catch(() => {});
    await settle();
    expect(sessionStore.token).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    stop();
  });

  it('forces logout when loading the user is refused', async () => {
    startSession('token-1', false);
    const { queryClient, onSessionEnded, stop } = watched();
    await queryClient.fetchQuery({ queryKey: sessionKeys.currentUser(), queryFn: refuse(403) }).catch(() => {});
    await settle();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the session on other failures and on refusals of other loads', async () => {
    startSession('token-1', false);
    const { queryClient, onSessionEnded, stop } = watched();
    await queryClient.fetchQuery({ queryKey: sessionKeys.currentUser(), queryFn: refuse(500) }).catch(() => {});
    await queryClient.fetchQuery({ queryKey: ['gallery', 'media'], queryFn: refuse(403) }).catch(() => {});
    await settle();
    expect(sessionStore.token).toBe('token-1');
    expect(onSessionEnded).not.toHaveBeenCalled();
    stop();
  });

  it('clears up after any ending of the session, and stops when asked', async () => {
    startSession('token-1', false);
    const { onSessionEnded, stop } = watched();
    endSession();
    await settle();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    stop();
    startSession('token-2', false);
    endSession();
    await settle();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('clears up when one session replaces another, since keys do not tell users apart', async () => {
    startSession('token-1', false);
    const { onSessionEnded, stop } = watched();
    startSession('token-2', false);
    await settle();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    stop();
  });
});
