import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Switch } from './switch';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  beforeEach: prepareStory,
  args: { children: 'Sound when a generation finishes', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Sound when a generation finishes' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByText('Sound when a generation finishes'));
  },
};

export const Focused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Switch {...args} isDisabled>
        Private mode (Pro plan)
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Safe search (required by your team)
      </Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')[0]).toBeDisabled();
  },
};

/** The thumb travels towards the end edge, so 'on' sits at the left in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Switch {...args}>صوت عند انتهاء الإنشاء</Switch>
      <Switch {...args} defaultSelected>
        البحث الآمن
      </Switch>
    </div>
  ),
};
