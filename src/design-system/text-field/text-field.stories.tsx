import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { TextField } from './text-field';

const meta = {
  title: 'Design System/TextField',
  component: TextField,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { label: 'Project name', placeholder: 'Untitled project', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Only you and your team see this name.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Project name' });
    await expect(input).toHaveAccessibleDescription('Only you and your team see this name.');
    await userEvent.type(input, 'Neon city');
    await expect(args.onChange).toHaveBeenLastCalledWith('Neon city');
  },
};

export const Filled: Story = { args: { defaultValue: 'Neon city at dusk' } };

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('textbox'));
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Neon city at dusk' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'x', errorMessage: 'Use at least 3 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use at least 3 characters.');
  },
};

export const Multiline: Story = {
  args: {
    label: 'Prompt',
    placeholder: 'Describe the image you want',
    isMultiline: true,
    rows: 4,
    description: 'Be specific: subject, style, light, lens.',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Prompt' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await userEvent.type(textArea, 'A lighthouse in a storm{enter}oil painting');
    await expect(textArea).toHaveValue('A lighthouse in a storm\noil painting');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'اسم المشروع',
    placeholder: 'مشروع بلا عنوان',
    description: 'لا يرى هذا الاسم إلا أنت وفريقك.',
    isInvalid: true,
    errorMessage: 'استخدم 3 أحرف على الأقل.',
    defaultValue: 'م',
    isRequired: true,
  },
};
