export const authKeys = {
  all: ['auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  captchaChallenge: (attempt: number) => [...authKeys.all, 'captcha-challenge', attempt] as const,
};
