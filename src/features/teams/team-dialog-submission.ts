import { useEffect, useEffectEvent, useState } from 'react';
import { useErrorMessage } from '@/lib/api';
import type { TranslationKey } from '@/lib/i18n';

/** Team dialogs close 1.5 s after success (spec part 1 §9), long enough to read what happened. */
const teamDialogCloseDelayMs = 1500;

export type Submission = { state: 'idle' } | { state: 'pending' } | { state: 'error'; message: string } | { state: 'success' };

/**
 * Runs a dialog's action and tracks it: pending, then the error (the server's words or the dialog's fallback, e.g.
 * 'Failed to create team.'), or success, after which the dialog closes itself.
 */
export function useTeamDialogSubmission(close: () => void, fallbackKey: TranslationKey) {
  const toMessage = useErrorMessage();
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const isSuccess = submission.state === 'success';
  // Reads the latest close, so a re-render (which may hand a new function) does not restart the 1.5 s.
  const closeNow = useEffectEvent(() => close());

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => closeNow(), teamDialogCloseDelayMs);
    return () => clearTimeout(timer);
  }, [isSuccess]);

  async function run(work: () => Promise<unknown>) {
    setSubmission({ state: 'pending' });
    try {
      await work();
      setSubmission({ state: 'success' });
    } catch (error) {
      setSubmission({ state: 'error', message: toMessage(error, fallbackKey) });
    }
  }

  return { submission, run };
}
