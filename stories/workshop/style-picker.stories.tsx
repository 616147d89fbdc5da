import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { workshopScreenMeta } from './workshop-story-kit';

const meta = { ...workshopScreenMeta, title: 'Screens/Workshop/Style Picker' } satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const styles = await canvas.findByRole('radiogroup', { name: 'Style' }, { timeout: 5000 });
    const [first] = await canvas.findAllByRole('radio', { name: /None|Style 1/ });
    await userEvent.click(first!);
    await expect(first).toBeChecked();
    await expect(styles).toBeVisible();
  },
};

/** Eight skeletons while the styles load (spec part 2 §9). */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.enhancerStylesPending());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading Style' }, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.enhancerStylesFailed());
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Could not load creative styles.', {}, { timeout: 5000 }))[0]).toBeVisible();
  },
};
