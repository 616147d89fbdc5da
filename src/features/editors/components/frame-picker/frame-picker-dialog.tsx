import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, IconButton, Modal, Slider } from '@/design-system';
import { useUploadImageMutation } from '@/domain/generation';
import { captureFrame, FrameError, frameFileName, uploadedFrameUrl, type FrameProblem } from '../../frames/frame-capture';
import styles from '../shared/editor-frame.module.css';

export interface FramePickerDialogProps {
  /** The video creation to pick a frame from. */
  video: { id: string; url: string };
  /** Receives the frame once uploaded as a seed image, to continue with the chosen image tool. */
  onPicked: (image: { url: string; width: number; height: number }) => void;
  onCancel: () => void;
}

/** One frame at 30 frames a second: what the step buttons move by. */
const frameStep = 1 / 30;
const problemKeys = {
  blob: 'editors.frames.blobFailed',
  response: 'editors.frames.invalidResponse',
  process: 'editors.frames.processFailed',
} as const satisfies Record<FrameProblem, string>;

/** The video's length in seconds, or 0 while it is not known (NaN before metadata, Infinity for a live stream). */
const knownDuration = (video: HTMLVideoElement) => (Number.isFinite(video.duration) ? video.duration : 0);

/**
 * The frame picker (spec part 2 §4): scrub the video, step frame by frame, and use the frame on screen as a JPEG
 * seed image (quality 0.9) for Upscale, Variations, Outpaint or Inpaint.
 */
export function FramePickerDialog({ video, onPicked, onCancel }: FramePickerDialogProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLVideoElement>(null);
  const upload = useUploadImageMutation();
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [problem, setProblem] = useState<FrameProblem | null>(null);
  const [isWorking, setWorking] = useState(false);

  // A video the browser already holds (the result just played) can have its metadata before React listens for it,
  // and a streamed file may learn its length only later: read it when the element arrives as well as on both events.
  const attachVideo = useCallback((node: HTMLVideoElement | null) => {
    element.current = node;
    if (node && node.readyState >= HTMLMediaElement.HAVE_METADATA) setDuration(knownDuration(node));
  }, []);

  const seek = (seconds: number) => {
    const clamped = Math.min(Math.max(0, seconds), duration);
    setTime(clamped);
    if (element.current) element.current.currentTime = clamped;
  };

  const pick = async () => {
    if (!element.current) return;
    setWorking(true);
    setProblem(null);
    try {
      const blob = await captureFrame(element.current);
      const file = new File([blob], frameFileName(video.id, time), { type: 'image/jpeg' });
      const answer = await upload.mutateAsync({ file, purpose: 'seed' });
      onPicked(uploadedFrameUrl(answer));
    } catch (error) {
      setProblem(error instanceof FrameError ? error.problem : 'process');
    } finally {
      setWorking(false);
    }
  };

  const formatted = `${time.toFixed(2)} / ${duration.toFixed(2)}`;
  return (
    <Modal isOpen size="lg" onOpenChange={(isOpen) => !isOpen && !isWorking && onCancel()} isDismissable={false}>
      <Dialog
        title={t('editors.frames.title')}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isWorking}>
              {t('designSystem.cancel')}
            </Button>
            <Button variant="primary" onPress={() => void pick()} isPending={isWorking} isDisabled={duration === 0}>
              {t('editors.frames.useFrame')}
            </Button>
          </>
        }
      >
        <div className={styles.frame}>
          <div className={styles.stage}>
            {/* A creation has no caption track; the picker shows single frames, not speech. */}
            {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              ref={attachVideo}
              className={styles.video}
              src={video.url}
              crossOrigin="anonymous"
              muted
              playsInline
              preload="auto"
              aria-label={t('editors.frames.video')}
              onLoadedMetadata={(event) => setDuration(knownDuration(event.currentTarget))}
              onDurationChange={(event) => setDuration(knownDuration(event.currentTarget))}
              onError={() => setProblem('process')}
            />
          </div>
          <div className={styles.toolbar}>
            <IconButton
              aria-label={t('editors.frames.previousFrame')}
              hasTooltip
              isDisabled={time <= 0}
              onPress={() => seek(time - frameStep)}
            >
              <ChevronLeft className={styles.flipInRtl} />
            </IconButton>
            <Slider
              label={t('editors.frames.position')}
              hasOutput={false}
              minValue={0}
              maxValue={Math.max(duration, frameStep)}
              step={frameStep}
              value={time}
              onChange={seek}
              isDisabled={duration === 0}
              className={styles.grow}
            />
            <IconButton
              aria-label={t('editors.frames.nextFrame')}
              hasTooltip
              isDisabled={duration === 0 || time >= duration}
              onPress={() => seek(time + frameStep)}
            >
              <ChevronRight className={styles.flipInRtl} />
            </IconButton>
            <output className={styles.readout} dir="ltr">
              {formatted}
            </output>
          </div>
          <p className={`${styles.hint} ${problem ? styles.error : ''}`} role={problem ? 'alert' : undefined}>
            {problem ? t(problemKeys[problem]) : t('editors.frames.hint')}
          </p>
        </div>
      </Dialog>
    </Modal>
  );
}
