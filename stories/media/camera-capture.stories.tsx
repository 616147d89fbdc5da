import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '../kit';
import { CameraCapture } from '@/features/media';

const body = within(document.body);

/** A camera that films a still scene drawn on a canvas, redrawn so the stream keeps sending frames. */
function stubCamera(): () => void {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  const draw = () => {
    if (!context) return;
    const sky = context.createLinearGradient(0, 0, 0, 480);
    sky.addColorStop(0, '#6e4ff6');
    sky.addColorStop(1, '#f5a524');
    context.fillStyle = sky;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#16161c';
    context.beginPath();
    context.arc(320, 260, 110, 0, Math.PI * 2);
    context.fill();
  };
  draw();
  const stream = canvas.captureStream(30);
  const timer = window.setInterval(draw, 50);
  const devices = navigator.mediaDevices as MediaDevices & { getUserMedia: MediaDevices['getUserMedia'] };
  devices.getUserMedia = () => Promise.resolve(stream);
  return () => {
    window.clearInterval(timer);
    Reflect.deleteProperty(devices, 'getUserMedia');
  };
}

/** A camera that refuses to start with the given DOMException name. */
function stubCameraFailure(name: string): () => void {
  const devices = navigator.mediaDevices as MediaDevices & { getUserMedia: MediaDevices['getUserMedia'] };
  devices.getUserMedia = () => Promise.reject(new DOMException('refused in a story', name));
  return () => Reflect.deleteProperty(devices, 'getUserMedia');
}

/** A browser without camera access at all (no navigator.mediaDevices, as on plain HTTP). */
function stubNoCameraSupport(): () => void {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, get: () => undefined });
  return () => Reflect.deleteProperty(navigator, 'mediaDevices');
}

const meta = {
  title: 'Screens/Media/Camera Capture',
  component: CameraCapture,
  args: { isOpen: true, onOpenChange: fn(), onCapture: fn() },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: prepareStory,
} satisfies Meta<typeof CameraCapture>;
export default meta;
type Story = StoryObj<typeof meta>;

async function liveCamera() {
  const dialog = await body.findByRole('dialog', { name: 'Take a Photo' });
  const capture = within(dialog).getByRole('button', { name: 'Capture' });
  await waitFor(() => expect(capture).toBeEnabled());
  const video = dialog.querySelector('video');
  await waitFor(() => expect(video?.videoWidth).toBe(640));
  return { dialog, capture };
}

/** Live video is not the same frame twice, so this state is checked by behaviour rather than by screenshot. */
export const Default: Story = {
  parameters: { screenshot: false },
  beforeEach: () => stubCamera(),
  play: async () => {
    const { dialog } = await liveCamera();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const CapturesAPhoto: Story = {
  parameters: { screenshot: false },
  beforeEach: () => stubCamera(),
  play: async ({ args }) => {
    const { capture } = await liveCamera();
    await userEvent.click(capture);
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledOnce());
    const [file] = (args.onCapture as ReturnType<typeof fn>).mock.calls[0] as [File];
    await expect(file.type).toBe('image/jpeg');
    await expect(file.size).toBeGreaterThan(1000);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotSupported: Story = {
  beforeEach: () => stubNoCameraSupport(),
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent('Camera not supported on this device or browser.');
    await expect(body.getByRole('button', { name: 'Capture' })).toBeDisabled();
  },
};

export const Denied: Story = {
  beforeEach: () => stubCameraFailure('NotAllowedError'),
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Camera access was denied. Please allow camera permissions in your browser settings.',
    );
  },
};

export const InUse: Story = {
  beforeEach: () => stubCameraFailure('NotReadableError'),
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Could not access the camera. It might be in use by another application.',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => stubCameraFailure('NotAllowedError'),
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'تم رفض الوصول إلى الكاميرا. يرجى السماح بأذونات الكاميرا في إعدادات المتصفح.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => stubCameraFailure('NotReadableError'),
  play: async () => {
    await body.findByRole('alert');
  },
};
