export { AuthScreen, preloadAuthScreen } from './components/auth-screen';
export type { OnAuthenticated } from './components/on-authenticated';
export { markCodeSent, resetAuthFlow, showAuthView } from './state/auth-flow-store';
export type { AuthView } from './state/auth-flow-store';
