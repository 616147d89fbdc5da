import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { pictureUrl } from '@mocks/fixtures/media.fixtures';
import { prepareStory } from '@stories/kit';
import { CompareSlider } from './compare-slider';

const picture = (seed: number) => <img src={pictureUrl(seed, 480, 320)} alt="" />;

const meta = {
  title: 'Design System/Compare Slider',
  component: CompareSlider,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 480, height: 320 }}>{Story()}</div>],
  args: { 'aria-label': 'Compare with the parent', before: picture(3), after: picture(11), onChange: fn() },
} satisfies Meta<typeof CompareSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The divider is a slider: Tab reaches it, the arrows move it, End uncovers the whole before picture. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Compare with the parent' });
    await expect(slider).toHaveValue('50');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(52);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(canvas.getByTestId('compare-before')).toHaveStyle({ clipPath: 'inset(0px 0% 0px 0px)' });
  },
};

/** In Arabic the before picture is on the right: the divider's start side is the right edge. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('compare-before')).toHaveStyle({ clipPath: 'inset(0px 0px 0px 70%)' });
    await userEvent.tab();
    // Right arrow moves towards the start side in a right-to-left page, so the before picture shrinks.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('slider')).toHaveValue('29');
  },
};
