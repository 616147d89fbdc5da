import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Link } from './link';

const meta = {
  title: 'Design System/Link',
  component: Link,
  beforeEach: prepareStory,
  args: { children: 'terms of service', onPress: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 360, color: 'var(--color-text-muted)' }}>
      By creating an account you agree to our <Link {...args} /> and privacy policy.
    </p>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'terms of service' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: (
      <>
        View all templates
        <ArrowRight data-directional aria-hidden="true" />
      </>
    ),
  },
};

export const AsButton: Story = {
  args: { variant: 'button', children: 'Back to the workshop', href: '#workshop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the workshop' })).toHaveAttribute('href', '#workshop');
  },
};

export const Hovered: Story = {
  args: { variant: 'standalone', children: 'Forgot password?' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  args: { variant: 'standalone', children: 'Forgot password?' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { variant: 'standalone', children: 'Download (processing)', isDisabled: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    variant: 'standalone',
    children: (
      <>
        عرض كل القوالب
        <ArrowRight data-directional aria-hidden="true" />
      </>
    ),
  },
};
