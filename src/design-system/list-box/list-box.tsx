import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  ListBoxSection as RACListBoxSection,
  composeRenderProps,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  type ListBoxSectionProps as RACListBoxSectionProps,
} from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { cx, withClassName } from '../utils';
import collection from '../utils/collection.module.css';
import styles from './list-box.module.css';

export type ListBoxProps<T extends object> = RACListBoxProps<T>;

/**
 * A list of options to pick or act on, with arrow keys and type to select; inside an Autocomplete the options
 * follow the search field's text and keep virtual focus while the caret stays in the field (a command palette).
 * `renderEmptyState` draws what shows when it has no options.
 */
export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <RACListBox {...props} className={withClassName(cx(collection.list, styles.listBox), className)} />;
}

export interface ListBoxItemProps<T extends object = object> extends RACListBoxItemProps<T> {
  /** An icon before the text (a lucide-react element). */
  icon?: ReactNode;
  /** Quiet text at the end of the row, such as what kind of thing the option is; read after the label, after a pause. */
  detail?: string;
}

/** One option of a ListBox; give it a textValue when its children are not plain text. */
export function ListBoxItem<T extends object>({ icon, detail, className, children, textValue, ...props }: ListBoxItemProps<T>) {
  const { t } = useTranslation();
  const label = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACListBoxItem
      {...props}
      textValue={label}
      aria-label={detail && label ? `${label}${t('designSystem.detailSeparator')}${detail}` : props['aria-label']}
      className={withClassName(cx(collection.item, styles.item), className)}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <span className={styles.label}>{content}</span>
          {/* A space between the two, so the visible text reads as the name does (axe compares them). */}
          {detail && ' '}
          {detail && <span className={styles.detail}>{detail}</span>}
        </>
      ))}
    </RACListBoxItem>
  );
}

export interface ListBoxSectionProps<T extends object> extends RACListBoxSectionProps<T> {
  /** A small heading above the section's options, which also names the group for screen readers. */
  title?: ReactNode;
}

/** A titled group of options. */
export function ListBoxSection<T extends object>({ title, items, children, className, ...props }: ListBoxSectionProps<T>) {
  return (
    <RACListBoxSection {...props} className={cx(collection.section, styles.section, className)}>
      {title && <Header className={cx(collection.sectionTitle, styles.sectionTitle)}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </RACListBoxSection>
  );
}
