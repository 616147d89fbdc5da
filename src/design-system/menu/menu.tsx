import { Check, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Separator,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type Placement,
  type SeparatorProps,
} from 'react-aria-components';
import { Popover } from '../popover';
import { cx, withClassName } from '../utils';
import collection from '../utils/collection.module.css';
import styles from './menu.module.css';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /** Where the menu opens relative to its trigger; MenuTrigger opens it at 'bottom start', a submenu beside its item. */
  placement?: Placement;
}

/** A menu of actions in a popover; put it after the trigger button inside a MenuTrigger. */
export function Menu<T extends object>({ placement, className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <RACMenu {...props} className={withClassName(collection.list, className)} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object = object> extends RACMenuItemProps<T> {
  /** An icon before the text (a lucide-react element). */
  icon?: ReactNode;
  /** Paint the item red for destructive actions such as Delete. @default false */
  isDanger?: boolean;
}

/** One action in a Menu; shows a check when selected and a chevron when it opens a submenu. */
export function MenuItem<T extends object>({ icon, isDanger = false, className, children, textValue, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-danger={isDanger || undefined}
      className={withClassName(cx(collection.item, styles.item), className)}
    >
      {composeRenderProps(children, (content, { isSelected, hasSubmenu, selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.check} aria-hidden="true">
              {isSelected && <Check />}
            </span>
          )}
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <span className={styles.label}>{content}</span>
          {hasSubmenu && <ChevronRight className={styles.chevron} aria-hidden="true" />}
        </>
      ))}
    </RACMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={cx(styles.separator, className)} />;
}

export interface MenuSectionProps<T extends object> extends RACMenuSectionProps<T> {
  /** A small heading above the section's items. */
  title?: ReactNode;
}

/** A titled group of items. */
export function MenuSection<T extends object>({ title, items, children, className, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={cx(collection.section, className)}>
      {title && <Header className={cx(collection.sectionTitle, styles.sectionTitle)}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}
