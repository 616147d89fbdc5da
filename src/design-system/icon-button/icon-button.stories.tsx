import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Bell, Copy, Download, Heart, ListTodo, Trash2 } from 'lucide-react';
import { setInteractionModality } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { CountedIconButton } from './counted-icon-button';
import { IconButton } from './icon-button';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  beforeEach: prepareStory,
  args: { 'aria-label': 'Download', children: <Download />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="ghost" aria-label="Copy prompt">
        <Copy />
      </IconButton>
      <IconButton {...args} variant="secondary" aria-label="Add to favourites">
        <Heart />
      </IconButton>
      <IconButton {...args} variant="primary" aria-label="Download">
        <Download />
      </IconButton>
      <IconButton {...args} variant="danger" aria-label="Delete">
        <Trash2 />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="secondary" size="sm" />
      <IconButton {...args} variant="secondary" size="md" />
      <IconButton {...args} variant="secondary" size="lg" />
    </div>
  ),
};

export const Hovered: Story = {
  args: { variant: 'secondary' },
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

/** The tooltip repeats the aria-label on hover, after the trigger's delay; keyboard focus opens it at once. */
export const WithTooltip: Story = {
  args: { hasTooltip: true, variant: 'secondary' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 80 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // A simulated hover moves no real pointer, so tell React Aria the user is on a mouse.
    setInteractionModality('pointer');
    await userEvent.hover(canvas.getByRole('button'));
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Download');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { isPending: true, variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** The arrow is marked data-directional, so it points left, the way Arabic reads. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { 'aria-label': 'التالي', children: <ArrowRight data-directional />, variant: 'secondary', hasTooltip: true },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 80 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    setInteractionModality('pointer');
    await userEvent.hover(canvas.getByRole('button'));
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('التالي');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

/** The bell's and the queue's button: a count over the corner (99+ above 99), none at 0, the name saying it. */
export const WithCount: Story = {
  parameters: { screenshot: false },
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <CountedIconButton count={3} aria-label="Notifications, 3 unread" data-testid="three">
        <Bell />
      </CountedIconButton>
      <CountedIconButton count={120} aria-label="Queue, 120 in progress" data-testid="many">
        <ListTodo />
      </CountedIconButton>
      <CountedIconButton count={0} aria-label="Notifications" data-testid="none">
        <Bell />
      </CountedIconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('three')).toHaveTextContent('3');
    await expect(canvas.getByTestId('many')).toHaveTextContent('99+');
    await expect(canvas.queryByTestId('none')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Queue, 120 in progress' })).toBeInTheDocument();
  },
};
