import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { prepareStory } from '@stories/kit';
import { Modal } from './modal';

const body = within(document.body);

const meta = {
  title: 'Design System/Modal',
  component: Modal,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { size: 'md', isOpen: true, onOpenChange: fn() },
  render: (args) => (
    <Modal {...args}>
      <Dialog
        title="Upscale image"
        footer={
          <Button slot="close" variant="primary">
            Upscale · 2 pts
          </Button>
        }
      >
        <p style={{ margin: 0 }}>Doubles the resolution of the selected image. The original stays in your gallery.</p>
      </Dialog>
    </Modal>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Upscale image' });
    // Visible once the entry animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

/** The whole window but a margin, for a media viewer; a phone's whole screen. */
export const Fill: Story = {
  args: { size: 'fill' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Upscale image' });
    await waitFor(() => expect(dialog).toBeVisible());
    const modal = dialog.parentElement!.getBoundingClientRect();
    await expect(window.innerWidth - modal.width).toBeLessThanOrEqual(32);
    await expect(window.innerHeight - modal.height).toBeLessThanOrEqual(32);
  },
};

export const DismissOnBackdrop: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    // The overlay is the modal's parent: a press on it is a press outside the dialog.
    const overlay = dialog.parentElement?.parentElement;
    if (!overlay) throw new Error('No modal overlay found.');
    await userEvent.click(overlay);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Controlled: the parent opens and closes it, e.g. from a route or a store. */
export const Controlled: Story = {
  args: { isOpen: undefined },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button variant="primary" onPress={() => setOpen(true)}>
          Upscale
        </Button>
        <Modal {...args} isOpen={isOpen} onOpenChange={setOpen}>
          <Dialog title="Upscale image">Doubles the resolution of the selected image.</Dialog>
        </Modal>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upscale' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

const dialogMarker = () => (window.history.state as Record<string, unknown> | null)?.studioDialog;

/** A page with a button that opens a dialog, which can open a confirmation on top of it. */
function TwoLevels() {
  const [isOpen, setOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Upscale
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen}>
        <Dialog title="Upscale image" footer={<Button onPress={() => setConfirming(true)}>Choose 4x</Button>}>
          Doubles the resolution of the selected image.
        </Dialog>
      </Modal>
      <Modal size="sm" isOpen={isConfirming} onOpenChange={setConfirming}>
        <Dialog title="Use 4 points?">Upscaling 4x costs 4 points.</Dialog>
      </Modal>
    </div>
  );
}

/** Opens the first dialog of TwoLevels and waits until its history entry is in place. */
async function openUpscale(canvas: ReturnType<typeof within>) {
  const before = dialogMarker();
  await userEvent.click(canvas.getByRole('button', { name: 'Upscale' }));
  await body.findByRole('dialog', { name: 'Upscale image' });
  await waitFor(() => expect(dialogMarker()).not.toBe(before));
  return before;
}

/** The browser's Back closes the top dialog and stays on the page (spec part 2 §2); Back again closes the next. */
export const BackCloses: Story = {
  args: { isOpen: undefined },
  render: () => <TwoLevels />,
  play: async ({ canvas }) => {
    const before = await openUpscale(canvas);
    await userEvent.click(body.getByRole('button', { name: 'Choose 4x' }));
    await body.findByRole('dialog', { name: 'Use 4 points?' });
    await waitFor(() => expect(dialogMarker()).toBeDefined());

    window.history.back();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Use 4 points?' })).toBeNull());
    await expect(body.getByRole('dialog', { name: 'Upscale image' })).toBeInTheDocument();

    window.history.back();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dialogMarker()).toBe(before));
  },
};

/** A dialog closed any other way takes its history entry with it, so the next Back leaves the page as expected. */
export const ClosingRemovesItsEntry: Story = {
  args: { isOpen: undefined },
  render: () => <TwoLevels />,
  play: async ({ canvas }) => {
    const before = await openUpscale(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dialogMarker()).toBe(before));
    // Focus goes back to the button a moment after the dialog leaves; the picture is of that settled page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upscale' })).toHaveFocus());
  },
};

/** Phones (under 768px) get a bottom sheet: full width, rounded top corners, rising from the bottom edge. */
export const PhoneBottomSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    // Once the sheet has risen, its bottom edge is the viewport's.
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0));
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 4);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Modal {...args}>
      <Dialog
        title="رفع دقة الصورة"
        footer={
          <Button slot="close" variant="primary">
            رفع الدقة · 2 نقطة
          </Button>
        }
      >
        <p style={{ margin: 0 }}>يضاعف دقة الصورة المحددة. تبقى الصورة الأصلية في معرضك.</p>
      </Dialog>
    </Modal>
  ),
};
