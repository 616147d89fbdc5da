export { DisclosureGroup } from 'react-aria-components';
export type { DisclosureGroupProps } from 'react-aria-components';
export { Disclosure } from './disclosure';
export type { DisclosureProps } from './disclosure';
