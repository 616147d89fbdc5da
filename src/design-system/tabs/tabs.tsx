import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './tabs.module.css';

export type { TabListProps, TabPanelProps, TabProps, TabsProps };

/** Tabs switch between panels of one view; arrow keys move between tabs (mirrored in Arabic). */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={withClassName(styles.tabs, className)} />;
}

/** The row of tabs; give it an aria-label when no heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={withClassName(styles.tabList, className)} />;
}

/** One tab; its id matches the TabPanel it shows. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={withClassName(styles.tab, className)} />;
}

/** The content shown while its tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={withClassName(styles.tabPanel, className)} />;
}
