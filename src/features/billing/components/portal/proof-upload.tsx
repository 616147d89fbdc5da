import { ImageIcon, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { manualPaymentLimits } from '@contract/browser';
import { IconButton, ImageDropZone } from '@/design-system';
import styles from './proof-upload.module.css';

export interface ProofUploadProps {
  /** The chosen proof, or null. */
  file: File | null;
  /** A file was chosen (checked by the form) or removed (null). */
  onChange: (file: File | null) => void;
  /** Why the chosen file was refused, already translated. */
  errorMessage?: string | null;
  isDisabled?: boolean;
}

/** The optional Proof of Payment (spec part 1 §2): click or drag a PNG, JPG or GIF up to 10MB; a preview once chosen. */
export function ProofUpload({ file, onChange, errorMessage = null, isDisabled = false }: ProofUploadProps) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);
  return (
    <div className={styles.field} role="group" aria-labelledby="proof-label">
      <span id="proof-label" className={styles.label}>
        {t('billing.portal.proof')}
      </span>
      {file ? (
        <div className={styles.chosen}>
          {preview ? <img src={preview} alt="" className={styles.thumb} /> : <ImageIcon aria-hidden="true" className={styles.thumb} />}
          <span className={styles.name} dir="auto">
            {file.name}
          </span>
          <IconButton aria-label={t('billing.portal.removeProof')} size="sm" onPress={() => onChange(null)} isDisabled={isDisabled}>
            <X />
          </IconButton>
        </div>
      ) : (
        <ImageDropZone
          aria-label={t('billing.portal.proof')}
          chooseLabel={t('billing.portal.chooseProof')}
          hint={t('billing.portal.proofHint')}
          acceptedFileTypes={manualPaymentLimits.proofTypes}
          isInvalid={errorMessage !== null}
          isDisabled={isDisabled}
          onFiles={(files) => files[0] && onChange(files[0])}
        />
      )}
      {errorMessage && (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}

/** A preview address for the chosen image, released when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
