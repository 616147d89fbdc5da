import { Check, TriangleAlert, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, IconButton, ImageDropZone, Modal, Spinner } from '@/design-system';
import { useErrorMessage } from '@/lib/api';
import { generationLimits, useUploadImageMutation } from '@/domain/generation';
import { uploadDialogImageTypes } from '../../state/upload-validation';
import { addToBatch, uploadable, type BatchFile } from '../../state/upload-batch';
import styles from './upload-dialog.module.css';

export interface UploadDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once every valid file is uploaded, just before the dialog closes. */
  onUploaded?: (count: number) => void;
}

const MEGABYTE = 1024 * 1024;

/**
 * Uploads up to five images to the asset library at once (spec part 2 §5). Oversized files and other types stay
 * listed and marked; Upload sends the rest one by one and closes when all arrived, or keeps the failures listed.
 */
export function UploadDialog({ isOpen, onOpenChange, onUploaded }: UploadDialogProps) {
  const { t } = useTranslation();
  // The interface locale as React Aria keeps it: Arabic words with Latin digits, as elsewhere in the studio.
  const { locale } = useLocale();
  const describeError = useErrorMessage();
  const upload = useUploadImageMutation();
  const [batch, setBatch] = useState<BatchFile[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const reset = () => {
    setBatch([]);
    setNotice(null);
  };
  const changeOpen = (open: boolean) => {
    if (isSending) return;
    if (!open) reset();
    onOpenChange(open);
  };

  const add = (files: File[]) => {
    const next = addToBatch(batch, files);
    setBatch(next.batch);
    setNotice(next.dropped > 0 ? t('media.uploadDialog.tooMany', { count: generationLimits.maxUploadFiles }) : null);
  };
  const mark = (key: string, status: BatchFile['status']) =>
    setBatch((current) => current.map((entry) => (entry.key === key ? { ...entry, status } : entry)));

  const send = async () => {
    const files = uploadable(batch);
    if (files.length === 0) return setNotice(t('media.uploadDialog.noValid'));
    setSending(true);
    setNotice(null);
    let failure: unknown = null;
    for (const entry of files) {
      mark(entry.key, 'uploading');
      try {
        await upload.mutateAsync({ file: entry.file, purpose: 'seed' });
        mark(entry.key, 'done');
      } catch (error) {
        failure = error;
        mark(entry.key, 'failed');
      }
    }
    setSending(false);
    if (failure) return setNotice(describeError(failure, 'media.upload.failed'));
    onUploaded?.(files.length);
    reset();
    onOpenChange(false);
  };

  const megabytes = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Modal isOpen={isOpen} onOpenChange={changeOpen} isDismissable={!isSending} isKeyboardDismissDisabled={isSending}>
      <Dialog
        title={t('media.uploadDialog.title')}
        footer={
          <>
            <Button variant="secondary" onPress={() => changeOpen(false)} isDisabled={isSending}>
              {t('designSystem.cancel')}
            </Button>
            <Button variant="primary" onPress={() => void send()} isPending={isSending} isDisabled={batch.length === 0}>
              {t('media.uploadDialog.upload')}
            </Button>
          </>
        }
      >
        <div className={styles.body}>
          <ImageDropZone
            aria-label={t('media.uploadDialog.title')}
            chooseLabel={t('media.uploadDialog.choose')}
            hint={t('media.uploadDialog.hint', { count: generationLimits.maxUploadFiles })}
            acceptedFileTypes={uploadDialogImageTypes}
            allowsMultiple
            isDisabled={isSending || batch.length >= generationLimits.maxUploadFiles}
            onFiles={add}
          />
          {batch.length > 0 && (
            <ul className={styles.list} aria-label={t('media.uploadDialog.chosen')}>
              {batch.map((entry) => (
                <li key={entry.key} className={styles.item} data-problem={entry.problem ?? undefined} data-status={entry.status}>
                  <span className={styles.name} dir="auto">
                    {entry.file.name}
                  </span>
                  <span className={styles.meta}>
                    {entry.problem === 'tooLarge' && <Marker icon={<TriangleAlert />} text={t('media.uploadDialog.tooLarge')} />}
                    {entry.problem === 'unsupported' && <Marker icon={<TriangleAlert />} text={t('media.uploadDialog.unsupported')} />}
                    {!entry.problem && entry.status === 'uploading' && <Spinner size="sm" aria-label={t('media.upload.uploading')} />}
                    {!entry.problem && entry.status === 'done' && <Marker icon={<Check />} text={t('media.uploadDialog.done')} />}
                    {!entry.problem && entry.status === 'failed' && (
                      <Marker icon={<TriangleAlert />} text={t('media.uploadDialog.failed')} />
                    )}
                    {!entry.problem && entry.status === 'ready' && (
                      <span>{t('media.uploadDialog.size', { size: megabytes.format(entry.file.size / MEGABYTE) })}</span>
                    )}
                  </span>
                  <IconButton
                    size="sm"
                    aria-label={t('media.uploadDialog.remove', { name: entry.file.name })}
                    isDisabled={isSending}
                    onPress={() => setBatch((current) => current.filter((other) => other.key !== entry.key))}
                  >
                    <X />
                  </IconButton>
                </li>
              ))}
            </ul>
          )}
          {notice && (
            <p className={styles.notice} role="alert">
              {notice}
            </p>
          )}
        </div>
      </Dialog>
    </Modal>
  );
}

function Marker({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span className={styles.marker}>
      <span className={styles.markerIcon} aria-hidden="true">
        {icon}
      </span>
      {text}
    </span>
  );
}
