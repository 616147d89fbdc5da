export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';
