export { cx, withClassName } from './class-names';
