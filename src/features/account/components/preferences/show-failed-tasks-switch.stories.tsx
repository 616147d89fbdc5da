import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ShowFailedTasksSwitch, type ShowFailedTasksSwitchProps } from './show-failed-tasks-switch';

/** Holds the value like the current-user query does, so pressing the switch moves it. */
function Controlled(props: ShowFailedTasksSwitchProps) {
  const [isSelected, setSelected] = useState(props.isSelected);
  return (
    <ShowFailedTasksSwitch
      {...props}
      isSelected={isSelected}
      onChange={(value) => {
        setSelected(value);
        props.onChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Features/Account/Show Failed Tasks Switch',
  component: ShowFailedTasksSwitch,
  beforeEach: prepareStory,
  args: { isSelected: true, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ShowFailedTasksSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show Failed Tasks' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(toggle).not.toBeChecked();
  },
};

export const Off: Story = {
  args: { isSelected: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show Failed Tasks' })).not.toBeChecked();
  },
};

/** Before the user has loaded, the setting cannot be changed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'إظهار المهام الفاشلة' })).toBeChecked();
  },
};
