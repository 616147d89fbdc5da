import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Modal, Spinner } from '@/design-system';
import { type TranslationKey, useTranslation } from '@/lib/i18n';
import { cameraProblemOf, type CameraProblem } from './camera-errors';
import styles from './camera-capture.module.css';

export interface CameraCaptureProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The photo as a JPEG file, ready for the upload slot. */
  onCapture: (file: File) => void;
}

type CameraState = { kind: 'starting' } | { kind: 'live' } | { kind: 'problem'; problem: CameraProblem };

const problemKeys: Record<CameraProblem, TranslationKey> = {
  notSupported: 'media.camera.notSupported',
  denied: 'media.camera.denied',
  inUse: 'media.camera.inUse',
  captureFailed: 'media.camera.captureFailed',
};

/** The video's current frame as a JPEG file, or null when the browser cannot make one. */
function grabFrame(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, 0, 0);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob && new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' })), 'image/jpeg', 0.92),
  );
}

/**
 * Takes a photo with the device's camera (spec part 2: camera capture) for an image input. The camera runs
 * only while the dialog is open; each way it can fail has the spec's own message.
 */
export function CameraCapture({ isOpen, onOpenChange, onCapture }: CameraCaptureProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <CameraDialog
        onCapture={(file) => {
          onCapture(file);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

/** Browsers give no camera API outside secure contexts (plain HTTP), and some give none at all. */
const hasCameraApi = () => typeof (navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia === 'function';

const initialState = (): CameraState => (hasCameraApi() ? { kind: 'starting' } : { kind: 'problem', problem: 'notSupported' });

/** The dialog's content, mounted only while it is open: the camera starts with it and stops when it goes. */
function CameraDialog({ onCapture }: { onCapture: (file: File) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(initialState);

  useEffect(() => {
    if (!hasCameraApi()) return;
    let stream: MediaStream | null = null;
    let isCancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((opened) => {
        stream = opened;
        if (isCancelled) return opened.getTracks().forEach((track) => track.stop());
        if (video.current) video.current.srcObject = opened;
        setState({ kind: 'live' });
      })
      .catch((error: unknown) => !isCancelled && setState({ kind: 'problem', problem: cameraProblemOf(error) }));
    return () => {
      isCancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const capture = async () => {
    const file = video.current ? await grabFrame(video.current) : null;
    if (!file) return setState({ kind: 'problem', problem: 'captureFailed' });
    onCapture(file);
  };

  return (
    <Dialog
      title={t('media.camera.title')}
      footer={
        <>
          <Button slot="close" variant="secondary">
            {t('designSystem.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void capture()} isDisabled={state.kind !== 'live'}>
            <Camera size={16} aria-hidden="true" />
            {t('media.camera.capture')}
          </Button>
        </>
      }
    >
      <div className={styles.frame} data-state={state.kind}>
        {/* Muted and inline so mobile browsers play it without a gesture or a full-screen player. */}
        <video ref={video} className={styles.video} autoPlay playsInline muted aria-label={t('media.camera.preview')} />
        {state.kind === 'starting' && (
          <div className={styles.overlay}>
            <Spinner aria-label={t('media.camera.starting')} />
          </div>
        )}
        {state.kind === 'problem' && (
          <div className={styles.overlay} role="alert">
            <CameraOff className={styles.problemIcon} aria-hidden="true" />
            <p className={styles.problem}>{t(problemKeys[state.problem])}</p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
