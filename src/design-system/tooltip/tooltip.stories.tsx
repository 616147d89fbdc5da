import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { setInteractionModality } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { prepareStory } from '@stories/kit';
import { Tooltip, TooltipTrigger } from './tooltip';

const body = within(document.body);

type TooltipStoryArgs = ComponentProps<typeof Tooltip> & { defaultOpen?: boolean };

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { children: 'Costs 4 points per image', placement: 'top' },
  render: ({ defaultOpen, ...args }) => (
    <div style={{ padding: 96, display: 'flex', justifyContent: 'center' }}>
      <TooltipTrigger defaultOpen={defaultOpen}>
        <Button variant="secondary">
          <Info aria-hidden="true" />
          Cost
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<TooltipStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Costs 4 points per image');
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription('Costs 4 points per image');
  },
};

/** Keyboard focus opens the tooltip at once, without the hover delay. */
export const OnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Costs 4 points per image');
  },
};

export const OnHover: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas }) => {
    // A simulated hover moves no real pointer, so tell React Aria the user is on a mouse, as a real one would.
    setInteractionModality('pointer');
    await userEvent.hover(canvas.getByRole('button'));
    // Hover waits for the trigger's delay (600 ms) so tooltips do not flash while the pointer passes by.
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 2000 });
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const ClosesOnEscape: Story = {
  play: async () => {
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

/** 'end' placement opens to the left of the trigger in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: 'تكلفة الصورة الواحدة 4 نقاط', placement: 'end', defaultOpen: true },
  play: async ({ canvas }) => {
    const tooltip = await body.findByRole('tooltip');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(canvas.getByRole('button').getBoundingClientRect().left),
    );
  },
};
