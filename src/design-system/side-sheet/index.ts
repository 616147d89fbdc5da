export { SideSheet } from './side-sheet';
export type { SideSheetProps } from './side-sheet';
