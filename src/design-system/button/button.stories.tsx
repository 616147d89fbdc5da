import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Button } from './button';

const meta = {
  title: 'Design System/Button',
  component: Button,
  beforeEach: prepareStory,
  args: { children: 'Generate', variant: 'primary', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Save draft' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = {
  args: {
    variant: 'danger',
    children: (
      <>
        <Trash2 aria-hidden="true" />
        Delete project
      </>
    ),
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Sparkles aria-hidden="true" />
        Generate · 4 pts
      </>
    ),
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 12, alignItems: 'center' }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          <Download aria-hidden="true" />
          {variant}
        </Button>
      ))}
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant} isDisabled>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Pressing starts work: the button keeps its width while its label gives way to the spinner, and screen readers
 * hear the busy state.
 */
export const PendingKeepsWidth: Story = {
  render: function Render(args) {
    const [isPending, setPending] = useState(false);
    return (
      <Button {...args} isPending={isPending} onPress={() => setPending(true)}>
        Upscale image
      </Button>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button.getBoundingClientRect().width).toBe(width);
    // React Aria announces the pending button through its live region, named by the button and its spinner.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [role="img"]')).not.toBeNull());
  },
};

export const FullWidth: Story = {
  args: { isFullWidth: true, children: 'Continue' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args}>
        <Sparkles aria-hidden="true" />
        إنشاء · 4 نقاط
      </Button>
      <Button {...args} variant="secondary">
        حفظ المسودة
      </Button>
      <Button {...args} variant="secondary" isPending>
        حفظ
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'جارٍ التحميل' })).toBeInTheDocument();
  },
};
