import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { Description, FieldGroup, fieldClassNames, Input, Label } from '../field';
import { IconButton } from '../icon-button';
import { withClassName } from '../utils';
import styles from './search-field.module.css';

export interface SearchFieldProps extends RACSearchFieldProps {
  /** The visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Hint inside the empty input, e.g. 'Search prompts'. */
  placeholder?: string;
}

/**
 * A search input with a magnifier and a clear button that shows once something is typed. Escape clears it
 * too; Enter calls onSubmit. Debouncing belongs to the caller, which knows how costly a search is.
 */
export function SearchField({ label, description, placeholder, className, ...props }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <RACSearchField {...props} className={withClassName(`${fieldClassNames.field} ${styles.field}`, className)}>
      {label && <Label>{label}</Label>}
      {/* role="presentation": the box is only a frame; the input itself carries the label. */}
      <FieldGroup role="presentation">
        <Search className={styles.icon} aria-hidden="true" />
        <Input placeholder={placeholder} className={styles.input} />
        <IconButton size="sm" aria-label={t('designSystem.clearSearch')} className={styles.clear}>
          <X />
        </IconButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
    </RACSearchField>
  );
}
