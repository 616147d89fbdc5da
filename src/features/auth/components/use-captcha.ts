import { useState } from 'react';

/** The captcha's token, and a reset that remounts it for a fresh challenge after a failed submit. */
export function useCaptcha() {
  const [token, setToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  return {
    token: token ?? '',
    attempt,
    onChange: setToken,
    reset: () => {
      setToken(null);
      setAttempt((value) => value + 1);
    },
  };
}
