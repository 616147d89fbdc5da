import { Plus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { TextArea } from '@/design-system';
import { appendSuggestion, promptSuggestions } from '../../rules/prompt-suggestions';
import { isGenerateShortcut } from './generate-shortcut';
import styles from './panel.module.css';

export interface PromptBoxProps {
  label: string;
  value: string;
  isRequired: boolean;
  /** The most characters the model serving the template takes, when the catalog says; a counter then shows. */
  maxLength?: number | undefined;
  onChange: (value: string) => void;
  /** Ctrl+Enter (Cmd+Enter on a Mac) in the box: start the run. */
  onSubmit?: () => void;
}

/** The prompt, with up to 7 suggestions to append when its last word invites them (spec part 2 §5). */
export function PromptBox({ label, value, isRequired, maxLength, onChange, onSubmit }: PromptBoxProps) {
  const { t } = useTranslation();
  const suggestions = promptSuggestions(value);
  return (
    <div className={styles.prompt}>
      <TextArea
        label={label}
        value={value}
        onChange={onChange}
        onKeyDown={(event) => {
          if (!onSubmit || !isGenerateShortcut(event)) return;
          event.preventDefault();
          onSubmit();
        }}
        isRequired={isRequired}
        maxLength={maxLength}
        hasCounter={maxLength !== undefined}
        placeholder={t('workshop.prompt.placeholder')}
        minRows={3}
        maxRows={10}
      />
      {suggestions.length > 0 && (
        <div className={styles.suggestions} role="group" aria-label={t('workshop.prompt.suggestions')}>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className={styles.suggestion}
              onClick={() => onChange(appendSuggestion(value, suggestion))}
            >
              <Plus size={12} aria-hidden="true" />
              {suggestion}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
