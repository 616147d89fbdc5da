import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { PaginationControls } from './pagination-controls';

const meta = {
  title: 'Features/Account/Pagination Controls',
  component: PaginationControls,
  beforeEach: prepareStory,
  args: { page: 3, totalPages: 12, onPageChange: fn(), label: 'Points history pages' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaginationControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Points history pages' })).toHaveTextContent('Page 3 of 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The chevrons point the reading way: Previous to the right, Next to the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('الصفحة 3 من 12');
  },
};

/** The page asked for is on its way; the previous rows stay until it arrives. */
export const LoadingPage: Story = {
  args: { page: 4, isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};
