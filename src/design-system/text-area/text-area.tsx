import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useNumberFormatter, VisuallyHidden } from 'react-aria';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { FieldGroup, FieldMessages, fieldClassNames, Label } from '../field';
import { cx, withClassName } from '../utils';
import styles from './text-area.module.css';

export interface TextAreaProps extends RACTextFieldProps {
  /** The visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** Help text under the box; an error takes its place while the field is invalid. */
  description?: ReactNode;
  /** Text shown when the field is invalid; by default the browser's or the form's (server's) message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint inside the empty box. */
  placeholder?: string;
  /** Lines shown when empty; the box grows from here with its text. @default 3 */
  minRows?: number;
  /** Lines the box grows to before its text scrolls. @default 8 */
  maxRows?: number;
  /** Show 'count / maxLength' at the end of the message row; needs maxLength. @default false */
  hasCounter?: boolean;
}

/**
 * Whether the browser sizes the box to its text itself (CSS field-sizing): then nothing is measured here, and no
 * layout is forced on every render (a prompt box's refit cost the workshop's first render a whole page layout).
 */
const sizesItself = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/** Fits a text area to its text: it collapses, then takes the text's height; CSS clamps it between the rows. */
function fitToText(element: HTMLTextAreaElement | null) {
  if (!element || sizesItself) return;
  element.style.blockSize = 'auto';
  element.style.blockSize = `${element.scrollHeight}px`;
}

/** Share of maxLength from which the counter turns to the warning colour. */
const NEAR_LIMIT = 0.9;

/**
 * A labelled multi-line text field that grows with its text between minRows and maxRows (a prompt box). Its
 * description and error share one reserved row, so an error appearing or going moves nothing below the field
 * and a press on a button there is never lost to a shift. An optional counter shows the length against maxLength.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  minRows = 3,
  maxRows = 8,
  hasCounter = false,
  className,
  value,
  defaultValue,
  onChange,
  maxLength,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const { t } = useTranslation();
  const formatNumber = useNumberFormatter();
  const counterId = useId();
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const text = value ?? ownText;
  const showsCounter = hasCounter && maxLength !== undefined;

  // After every render: the text (typed, or set by the caller) or the rows may have changed.
  useLayoutEffect(() => fitToText(textAreaRef.current));
  // A narrower box wraps more lines (the splitter, a rotated phone): refit when the width changes.
  useLayoutEffect(() => {
    const element = textAreaRef.current;
    if (!element || sizesItself) return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitToText(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const handleChange = (next: string) => {
    setOwnText(next);
    onChange?.(next);
  };
  const rows = { '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties;
  return (
    <RACTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      maxLength={maxLength}
      aria-describedby={cx(describedBy, showsCounter && counterId) || undefined}
      className={withClassName(fieldClassNames.field, className)}
    >
      {label && <Label>{label}</Label>}
      {/* role="presentation": the box is only a frame; the text area itself carries the label. */}
      <FieldGroup role="presentation" className={styles.box}>
        {/*
         * People's own words (a prompt): an English one typed in the Arabic interface runs left to right. Empty, the
         * box keeps the page's direction (the browser would take an empty auto box as left to right), so the caret
         * and the placeholder start where the page's text does.
         */}
        <RACTextArea
          ref={textAreaRef}
          dir={/\p{L}/u.test(text) ? 'auto' : undefined}
          rows={minRows}
          placeholder={placeholder}
          style={rows}
          className={cx(fieldClassNames.input, styles.textArea)}
        />
      </FieldGroup>
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        end={
          showsCounter && (
            <span id={counterId} className={styles.counter} data-near-limit={text.length >= maxLength * NEAR_LIMIT || undefined}>
              {/* Figures only, so no translation; left to right in Arabic too, so it reads count / limit. */}
              <span aria-hidden="true" dir="ltr">
                {`${formatNumber.format(text.length)} / ${formatNumber.format(maxLength)}`}
              </span>
              <VisuallyHidden>{t('designSystem.characterCountLabel', { current: text.length, count: maxLength })}</VisuallyHidden>
            </span>
          )
        }
      />
    </RACTextField>
  );
}
