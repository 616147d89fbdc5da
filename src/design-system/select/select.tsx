import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldMessages, fieldClassNames, Label } from '../field';
import { Popover } from '../popover';
import collection from '../utils/collection.module.css';
import { cx, withClassName } from '../utils';
import styles from './select.module.css';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  /** The visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** Help text under the trigger. */
  description?: ReactNode;
  /** Text shown when the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options, for a dynamic list rendered by the children function. */
  items?: Iterable<T>;
  /** SelectItem elements, or a function that renders one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Whether the row for a description or error is kept under the trigger. A filter in a toolbar, which has
   * neither, leaves it out so it lines up with the controls beside it. @default true
   */
  hasMessageRow?: boolean;
  /**
   * The options are people's own words (project names): the chosen one shows in its own direction, so an English
   * name in Arabic is cut at its end, and without the indent a tree of options may give it. @default false
   */
  isUserText?: boolean;
}

/** A labelled dropdown for picking one option from a short list. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  hasMessageRow = true,
  isUserText = false,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={withClassName(fieldClassNames.field, className)}>
      {label && <Label>{label}</Label>}
      <Button className={styles.trigger}>
        {isUserText ? (
          <SelectValue className={styles.value} dir="auto">
            {({ selectedText, defaultChildren }) => selectedText?.trim() || defaultChildren}
          </SelectValue>
        ) : (
          <SelectValue className={styles.value} />
        )}
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </Button>
      {hasMessageRow ? <FieldMessages description={description} errorMessage={errorMessage} /> : null}
      <Popover className={styles.popover}>
        <ListBox items={items} className={collection.list}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** An option of a Select; its children are the visible text. */
export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option in a Select, with a check mark when chosen. */
export function SelectItem<T extends object>({ className, children, textValue, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={withClassName(cx(collection.item, styles.item), className)}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.itemText}>{content}</span>
          {isSelected && <Check className={styles.check} aria-hidden="true" />}
        </>
      ))}
    </ListBoxItem>
  );
}
