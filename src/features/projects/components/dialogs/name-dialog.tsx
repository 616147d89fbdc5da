import { useState, type ReactNode } from 'react';
import { Button, Dialog, Form, Modal, TextField } from '@/design-system';
import styles from './project-dialogs.module.css';

export interface NameDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  subtitle?: string;
  label: string;
  placeholder?: string;
  /** The name the field starts with. @default '' */
  initialName?: string;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's words while saving ('Creating...', 'Saving...'). */
  pendingLabel: string;
  /** Resolve to close the dialog; reject to keep it open (the caller reports the error). */
  onSubmit: (name: string) => Promise<unknown>;
  /** Close without a call when the trimmed name equals this (Rename: unchanged closes, spec part 2 §4). */
  unchangedName?: string;
  /** Shown under the form, e.g. a failure. */
  footnote?: ReactNode;
}

/**
 * The one-field dialogs, Create New Project and Rename (spec part 2 §2 and §4): the submit button is disabled while
 * the trimmed name is empty, reads its pending words while saving, and the field is cleared after a create either way.
 */
export function NameDialog(props: NameDialogProps) {
  return (
    <Modal isOpen={props.isOpen} onOpenChange={props.onOpenChange} size="sm">
      {/* The body mounts on each opening, so it starts from the initial name. */}
      <NameDialogBody {...props} />
    </Modal>
  );
}

function NameDialogBody({
  onOpenChange,
  title,
  subtitle,
  label,
  placeholder,
  initialName = '',
  cancelLabel,
  submitLabel,
  pendingLabel,
  onSubmit,
  unchangedName,
  footnote,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [isSaving, setSaving] = useState(false);
  const trimmed = name.trim();

  const submit = async () => {
    if (trimmed === '' || isSaving) return;
    if (unchangedName !== undefined && trimmed === unchangedName.trim()) return onOpenChange(false);
    setSaving(true);
    try {
      await onSubmit(trimmed);
      onOpenChange(false);
    } catch {
      // The caller reports it; the dialog stays open (spec part 2 §4).
    } finally {
      setSaving(false);
      if (unchangedName === undefined) setName('');
    }
  };

  return (
    <Dialog title={title}>
      <Form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <TextField
          label={label}
          placeholder={placeholder}
          value={name}
          onChange={setName}
          autoFocus
          isDisabled={isSaving}
          maxLength={200}
        />
        {footnote}
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => onOpenChange(false)} isDisabled={isSaving}>
            {cancelLabel}
          </Button>
          {/* The words change while saving (spec part 2 §2), so they stay visible rather than under a spinner. */}
          <Button type="submit" variant="primary" isDisabled={trimmed === '' || isSaving}>
            {isSaving ? pendingLabel : submitLabel}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
