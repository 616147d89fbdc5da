import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { NewKeyReveal } from './new-key-reveal';

const fullKey = 'stk_5c07d1_Qm8vR2xKp4TzW9nYb6HcJ1sLd3FgA7eU0iXo9b3f';
const writeText = fn<(text: string) => Promise<void>>();

/** Replaces the clipboard for one story: the test browser may refuse the real one. */
function stubClipboard(result: 'resolve' | 'reject') {
  writeText.mockReset();
  writeText.mockImplementation(() => (result === 'resolve' ? Promise.resolve() : Promise.reject(new Error('denied'))));
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  const finish = prepareStory();
  return () => {
    // The stub is an own property; removing it uncovers the browser's clipboard again.
    Reflect.deleteProperty(navigator, 'clipboard');
    finish();
  };
}

const meta = {
  title: 'Features/Account/New Key Reveal',
  component: NewKeyReveal,
  beforeEach: () => stubClipboard('resolve'),
  args: { fullKey, onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewKeyReveal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('API key', { selector: 'input' })).toHaveValue(fullKey);
    await expect(canvas.getByText(/It won't be shown again/)).toBeVisible();
  },
};

export const Copied: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(writeText).toHaveBeenCalledWith(fullKey);
    await expect(await canvas.findByText('Copied to the clipboard.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** When the browser refuses the clipboard, the key is selected for a manual copy. */
export const CopyFailed: Story = {
  beforeEach: () => stubClipboard('reject'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(await canvas.findByText(/Could not copy automatically/)).toBeVisible();
    const input = canvas.getByLabelText<HTMLInputElement>('API key', { selector: 'input' });
    await waitFor(() => expect(input.selectionEnd! - input.selectionStart!).toBe(fullKey.length));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('مفتاح API', { selector: 'input' })).toHaveValue(fullKey);
  },
};
