import { Camera, Images, RotateCcw, X } from 'lucide-react';
import { lazy, useState, type ReactNode } from 'react';
import type { GenerationSettings } from '@contract/browser';
import { useTranslation } from '@/lib/i18n';
import { Button, DeferredOverlay, IconButton, ImageDropZone, Spinner } from '@/design-system';
import { useErrorMessage } from '@/lib/api';
import { useUploadImageMutation, type ImagePurpose } from '@/domain/generation';
import { allowedImageTypes, imageFileProblem } from '../../state/upload-validation';
import { LazyCameraCapture as CameraCapture } from '../camera-capture/lazy-camera-capture';
import styles from './upload-slot.module.css';

/** The camera and the asset library load with the press that opens them. */
const AssetLibrary = lazy(async () => ({ default: (await import('../asset-library/asset-library')).AssetLibrary }));

/** An uploaded input image: its id and the URL the generation call takes. */
export interface UploadedImage {
  id: string;
  url: string;
  /** How the file says it was made (a PNG's text chunks), for the workshop to offer. */
  generationSettings?: GenerationSettings;
}

export interface UploadSlotProps {
  /** The input's label from the template, e.g. 'Image'. */
  label: string;
  /** What the image is for; the server keeps it with the upload. */
  purpose: ImagePurpose;
  /** The image in the slot, or null while it is empty. */
  value: UploadedImage | null;
  onChange: (value: UploadedImage | null) => void;
  /** Drawn over the picture while there is one, e.g. the mask that will be repainted. */
  overlay?: ReactNode;
  /** Under the picture while there is one, e.g. the mask's own buttons. */
  controls?: ReactNode;
}

/** `file` is kept when trying again could help (the upload failed), not when the file itself was refused. */
interface SlotError {
  message: string;
  file: File | null;
}

/**
 * One image input of a template (spec part 2 §4 Upload slot): idle with a drop zone, a file chooser, the camera
 * and the asset library; uploading, success with the picture and Remove, or an error with 'Try again'. Files
 * (chosen, dropped or photographed) are checked for type and size before they travel; the server checks them
 * again. A picture from the asset library is already the user's, so it goes in without an upload.
 */
export function UploadSlot({ label, purpose, value, onChange, overlay, controls }: UploadSlotProps) {
  const { t } = useTranslation();
  const describeError = useErrorMessage();
  const upload = useUploadImageMutation();
  const [error, setError] = useState<SlotError | null>(null);
  const [source, setSource] = useState<'camera' | 'library' | null>(null);
  const closeSource = (isOpen: boolean) => !isOpen && setSource(null);
  const isUploading = upload.isPending;

  const send = async (file: File) => {
    setError(null);
    try {
      const { data } = await upload.mutateAsync({ file, purpose });
      onChange({
        id: data.id,
        url: data.local_image_url,
        ...(data.generation_settings ? { generationSettings: data.generation_settings } : {}),
      });
    } catch (failure) {
      setError({ message: describeError(failure, 'media.upload.failed'), file });
    }
  };

  const accept = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setError({ message: t(problem), file: null });
    void send(file);
  };

  if (value) {
    return (
      <div className={styles.slot}>
        <span className={styles.label}>{label}</span>
        <div className={styles.preview}>
          <img src={value.url} alt={t('media.upload.uploaded', { label })} className={styles.image} />
          {overlay}
          <IconButton
            aria-label={t('media.upload.remove')}
            hasTooltip
            variant="secondary"
            size="sm"
            className={styles.remove}
            onPress={() => onChange(null)}
          >
            <X />
          </IconButton>
        </div>
        {controls}
      </div>
    );
  }

  return (
    <div className={styles.slot}>
      <span className={styles.label}>{label}</span>
      <ImageDropZone
        aria-label={label}
        chooseLabel={t('media.upload.choose')}
        hint={t('media.upload.dropHint')}
        acceptedFileTypes={allowedImageTypes}
        isDisabled={isUploading}
        isInvalid={error !== null}
        onFiles={(files) => accept(files[0])}
        busyContent={
          isUploading ? (
            <div className={styles.busy} role="status">
              <Spinner size="sm" aria-label={t('media.upload.uploading')} />
              <span>{t('media.upload.uploading')}</span>
            </div>
          ) : undefined
        }
      />
      <div className={styles.sources}>
        <Button variant="ghost" size="sm" isDisabled={isUploading} onPress={() => setSource('camera')}>
          <Camera size={16} aria-hidden="true" />
          {t('media.upload.camera')}
        </Button>
        <Button variant="ghost" size="sm" isDisabled={isUploading} onPress={() => setSource('library')}>
          <Images size={16} aria-hidden="true" />
          {t('media.upload.assetLibrary')}
        </Button>
      </div>
      <DeferredOverlay isOpen={source === 'camera'}>
        <CameraCapture isOpen={source === 'camera'} onOpenChange={closeSource} onCapture={accept} />
      </DeferredOverlay>
      <DeferredOverlay isOpen={source === 'library'}>
        <AssetLibrary
          isOpen={source === 'library'}
          onOpenChange={closeSource}
          onPick={(asset) => {
            setError(null);
            onChange({ id: asset.id, url: asset.url });
          }}
        />
      </DeferredOverlay>
      {error && !isUploading && (
        <div className={styles.error} role="alert">
          <span>{error.message}</span>
          {error.file && (
            <Button variant="ghost" size="sm" onPress={() => error.file && void send(error.file)}>
              <RotateCcw size={14} aria-hidden="true" />
              {t('media.upload.tryAgain')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
