export { AuthScreen, preloadAuthScreen } from './components/auth-screen';
export { markCodeSent, resetAuthFlow, showAuthView } from './state/auth-flow-store';
