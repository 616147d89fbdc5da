import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openSheet, workshopScreenMeta } from './workshop-story-kit';

const meta = { ...workshopScreenMeta, title: 'Screens/Workshop/Parameter Groups Sheet' } satisfies Meta<
  typeof workshopScreenMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, /Parameters/, 'Parameters');
    await expect(sheet.getByRole('heading', { name: 'Look' })).toBeVisible();
    await expect(sheet.getByRole('switch', { name: 'Photoreal' })).not.toBeChecked();
    // The dependent field shows only while its checkbox is ticked.
    await expect(sheet.queryByRole('textbox', { name: 'Things to avoid' })).toBeNull();
    await userEvent.click(sheet.getByRole('checkbox', { name: 'Avoid' }));
    await expect(sheet.getByRole('textbox', { name: 'Things to avoid' })).toBeVisible();
  },
};

/** Choosing one option of a mutually exclusive group resets the others (spec part 2 §4). */
export const MutuallyExclusive: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, /Parameters/, 'Parameters');
    await userEvent.click(sheet.getByRole('switch', { name: 'Photoreal' }));
    await expect(sheet.getByRole('switch', { name: 'Photoreal' })).toBeChecked();
    await userEvent.click(sheet.getByRole('switch', { name: 'Illustration' }));
    await expect(sheet.getByRole('switch', { name: 'Illustration' })).toBeChecked();
    await expect(sheet.getByRole('switch', { name: 'Photoreal' })).not.toBeChecked();
  },
};
