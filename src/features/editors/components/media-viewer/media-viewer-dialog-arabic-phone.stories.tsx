import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { button, mediaViewerMeta, ready, screen, focusByKeyboard, type Host } from './media-viewer-dialog-story-kit';

/** The viewer right to left and on a phone. */
const meta = {
  ...mediaViewerMeta,
  title: 'Features/Editors/Media Viewer Dialog Arabic and Phone',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Right to left: the details on the left, previous on the right, and the left arrow goes to the next item. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { start: 1 },
  play: async () => {
    await ready('إعادة مزج');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen().getByText('3 من 3')).toBeVisible();
    await expect(button('التالي')).toBeDisabled();
    const previous = button('السابق').getBoundingClientRect();
    const stage = screen().getByTestId('viewer-stage').getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(stage.left + stage.width / 2);
    await waitFor(() => expect(button('إعادة مزج')).toBeEnabled());
  },
};

export const FullScreenArabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await ready('إعادة مزج');
    await userEvent.click(button('ملء الشاشة'));
    await expect(screen().getByTestId('viewer-layout')).toHaveAttribute('data-full-screen');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen().getByText('2 من 3')).toBeVisible();
    await expect(button('الخروج من ملء الشاشة')).toBeVisible();
    await focusByKeyboard('الخروج من ملء الشاشة');
  },
};

/** A phone: the whole screen, the picture above and the details scrolling below it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await ready();
    await expect(screen().getByText('1 of 3')).toBeVisible();
    const stage = screen().getByTestId('viewer-stage').getBoundingClientRect();
    await expect(stage.width).toBe(window.innerWidth);
    await expect(stage.height).toBeGreaterThan(window.innerHeight * 0.45);
  },
};

export const PhoneArabic: Story = {
  ...Phone,
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await ready('إعادة مزج');
    await expect(screen().getByText('1 من 3')).toBeVisible();
  },
};

export const PhoneFullScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await ready();
    await userEvent.click(button('Full screen'));
    await waitFor(() => expect(screen().getByTestId('viewer-stage').getBoundingClientRect().height).toBe(window.innerHeight));
  },
};
