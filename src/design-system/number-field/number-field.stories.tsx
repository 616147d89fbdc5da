import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { NumberField } from './number-field';

const meta = {
  title: 'Design System/NumberField',
  component: NumberField,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  args: { label: 'Images', defaultValue: 2, minValue: 1, maxValue: 8, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Images' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    const decrease = canvas.getByRole('button', { name: /Decrease/ });
    await userEvent.click(decrease);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    // Leave the field at rest for the screenshot; Focused and Hovered show those states.
    await userEvent.unhover(decrease);
    input.blur();
  },
};

/** Arrow keys step the value; at the maximum the increase button turns off. */
export const Focused: Story = {
  args: { defaultValue: 7 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: /Increase/ }));
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Seed',
    defaultValue: 421337,
    maxValue: undefined,
    description: 'Same seed and prompt, same image.',
    formatOptions: { useGrouping: false },
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 12, maxValue: undefined, errorMessage: 'Your plan allows up to 8 images.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'عدد الصور', description: 'من 1 إلى 8' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /زيادة/ }));
    await expect(canvas.getByRole('textbox')).toHaveValue('3');
  },
};
