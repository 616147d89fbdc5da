import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/runtime';
import { PlainIconButton } from '../icon-button';
import { TextField, type TextFieldProps } from '../text-field';
import styles from './password-field.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'isMultiline' | 'rows' | 'endContent'> {
  /** Start with the password visible. @default false */
  defaultVisible?: boolean;
  /** Browser autofill hint; use 'new-password' on sign-up and reset forms. @default 'current-password' */
  autoComplete?: string;
}

/** A TextField for passwords, with a button that shows or hides what was typed. */
export function PasswordField({ defaultVisible = false, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      endContent={
        <PlainIconButton
          size="sm"
          className={styles.toggle}
          aria-label={isVisible ? t('designSystem.hidePassword') : t('designSystem.showPassword')}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOff /> : <Eye />}
        </PlainIconButton>
      }
    />
  );
}
