import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  beforeEach: prepareStory,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all images', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByText('Remember me'));
  },
};

export const Focused: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox {...args} isDisabled>
        Upscale after generating
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Private generation (Pro)
      </Checkbox>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Upscale after generating'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the terms of service', isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox {...args}>تذكرني</Checkbox>
      <Checkbox {...args} defaultSelected>
        رفع الدقة بعد الإنشاء
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        تحديد كل الصور
      </Checkbox>
    </div>
  ),
};
