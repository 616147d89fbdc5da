import { useMutation } from '@tanstack/react-query';
import {
  googleSignIn,
  login,
  register,
  requestPasswordOtp,
  resendActivationOtp,
  resetPasswordOtp,
  verifyEmail,
  type CallInput,
} from '@contract/browser';
import { api } from '@/domain/session';

type Body<C> = CallInput<C> extends { body: infer B } ? B : never;

export function useLoginMutation() {
  return useMutation({ mutationFn: (body: Body<typeof login>) => api(login, { body }) });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (body: Body<typeof register>) => api(register, { body }) });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: (body: Body<typeof verifyEmail>) => api(verifyEmail, { body }) });
}

export function useResendActivationMutation() {
  return useMutation({ mutationFn: (body: Body<typeof resendActivationOtp>) => api(resendActivationOtp, { body }) });
}

export function useRequestPasswordCodeMutation() {
  return useMutation({ mutationFn: (body: Body<typeof requestPasswordOtp>) => api(requestPasswordOtp, { body }) });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: (body: Body<typeof resetPasswordOtp>) => api(resetPasswordOtp, { body }) });
}

export function useGoogleSignInMutation() {
  return useMutation({ mutationFn: (body: Body<typeof googleSignIn>) => api(googleSignIn, { body }) });
}
