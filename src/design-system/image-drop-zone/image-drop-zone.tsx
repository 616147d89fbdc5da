import { ImageUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { Button } from '../button';
import styles from './image-drop-zone.module.css';

export interface ImageDropZoneProps {
  /** Names the drop target for screen readers. */
  'aria-label': string;
  /** The chooser button's text, e.g. 'Choose image'. */
  chooseLabel: string;
  /** The line under the button. */
  hint: string;
  acceptedFileTypes: readonly string[];
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  /** Shown in an invalid state: a red border. */
  isInvalid?: boolean;
  /** Replaces the icon, button and hint, e.g. while uploading. */
  busyContent?: ReactNode;
  onFiles: (files: File[]) => void;
}

/** A dashed area that takes dropped image files or opens the file chooser; what was chosen goes to `onFiles`. */
export function ImageDropZone({
  chooseLabel,
  hint,
  acceptedFileTypes,
  allowsMultiple = false,
  isDisabled = false,
  isInvalid = false,
  busyContent,
  onFiles,
  ...props
}: ImageDropZoneProps) {
  const onDrop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    onFiles(allowsMultiple ? files : files.slice(0, 1));
  };
  return (
    <DropZone
      aria-label={props['aria-label']}
      className={isInvalid ? `${styles.zone} ${styles.invalid}` : styles.zone}
      onDrop={(event) => void onDrop(event.items)}
      isDisabled={isDisabled}
    >
      {busyContent ?? (
        <>
          <ImageUp className={styles.icon} aria-hidden="true" />
          <FileTrigger
            allowsMultiple={allowsMultiple}
            acceptedFileTypes={[...acceptedFileTypes]}
            onSelect={(files) => files && onFiles([...files])}
          >
            <Button variant="secondary" size="sm" isDisabled={isDisabled}>
              {chooseLabel}
            </Button>
          </FileTrigger>
          <span className={styles.hint}>{hint}</span>
        </>
      )}
    </DropZone>
  );
}
