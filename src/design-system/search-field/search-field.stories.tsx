import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { SearchField } from './search-field';

const meta = {
  title: 'Design System/SearchField',
  component: SearchField,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { 'aria-label': 'Search prompts', placeholder: 'Search prompts', onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the magnifier and the hint, no clear button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search prompts' })).toHaveValue('');
    // Hidden while there is nothing to clear, for eyes and screen readers alike.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'lighthouse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Search', description: 'Matches words in the prompt.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription('Matches words in the prompt.');
  },
};

/** Typing reports each change, Enter submits, and the clear button empties the field and keeps focus in it. */
export const TypeSubmitAndClear: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'harbour');
    await expect(args.onChange).toHaveBeenLastCalledWith('harbour');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('harbour');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
    await expect(input).toHaveFocus();
  },
};

export const EscapeClears: Story = {
  parameters: { screenshot: false },
  args: { defaultValue: 'desert' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'lighthouse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { 'aria-label': 'البحث في الأوصاف', placeholder: 'البحث في الأوصاف', defaultValue: 'منارة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'مسح البحث' })).toBeVisible();
  },
};
