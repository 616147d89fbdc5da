export { cx, withClassName } from './class-names';
export { useReducedMotion } from './use-reduced-motion';
