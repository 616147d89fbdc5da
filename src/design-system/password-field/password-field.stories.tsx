import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { PasswordField } from './password-field';

const meta = {
  title: 'Design System/PasswordField',
  component: PasswordField,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { label: 'Password', defaultValue: 'correct horse' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultVisible: true } };

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
  },
};

/** The toggle follows the input in the tab order, so keyboard users can reveal what they typed. */
export const ToggleFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    isInvalid: true,
    defaultValue: 'short',
    errorMessage: 'Use at least 8 characters.',
    description: 'At least 8 characters.',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'كلمة المرور' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(canvas.getByRole('button', { name: 'إخفاء كلمة المرور' })).toBeInTheDocument();
  },
};
