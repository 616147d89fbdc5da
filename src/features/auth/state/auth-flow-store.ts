import { proxy } from 'valtio';

export type AuthView = 'login' | 'register' | 'forgotPassword' | 'otp' | 'resetPassword';

interface AuthFlowState {
  view: AuthView;
  /** The e-mail carried from register, an unverified login or a reset request into the next view. */
  email: string;
  /** When the last activation code was sent (ms), for the 60 s resend countdown. */
  codeSentAt: number | null;
}

const initialAuthFlowState: AuthFlowState = { view: 'login', email: '', codeSentAt: null };

export const authFlowStore = proxy<AuthFlowState>({ ...initialAuthFlowState });

export function showAuthView(view: AuthView, email?: string): void {
  authFlowStore.view = view;
  if (email !== undefined) authFlowStore.email = email;
}

export function markCodeSent(at: number = Date.now()): void {
  authFlowStore.codeSentAt = at;
}

export function resetAuthFlow(): void {
  Object.assign(authFlowStore, initialAuthFlowState);
}
