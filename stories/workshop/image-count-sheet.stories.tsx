import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openSheet, workshopScreenMeta } from './workshop-story-kit';

const meta = { ...workshopScreenMeta, title: 'Screens/Workshop/Image Count Sheet' } satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four images cost a Plus user 12 points by the template's rules. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, /Image count/, 'Image count');
    await expect(sheet.getByRole('radio', { name: '1' })).toBeChecked();
    await userEvent.click(sheet.getByRole('radio', { name: '4' }));
    await expect(canvas.getByTestId('generate-button')).toHaveTextContent('Generate (12 Points)');
    await expect(canvas.getByRole('button', { name: /Image count/ })).toHaveTextContent('4');
  },
};
