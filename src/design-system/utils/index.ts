export { cx, withClassName } from './class-names';
export { useReducedMotion } from './use-reduced-motion';
export { useNativeToggle, type NativeToggleProps } from './use-native-toggle';
