import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openSheet, workshopScreenMeta } from './workshop-story-kit';

const meta = { ...workshopScreenMeta, title: 'Screens/Workshop/Advanced Settings Sheet' } satisfies Meta<
  typeof workshopScreenMeta.component
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Creativity and Quality by their product names, the seed empty for random, and every other param type. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, /Advanced settings/, 'Advanced settings');
    await expect(sheet.getByRole('group', { name: 'Creativity' })).toBeVisible();
    await expect(sheet.getByRole('group', { name: 'Quality' })).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: 'Seed' })).toHaveValue('');
    await expect(sheet.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expect(await sheet.findByRole('radiogroup', { name: 'Lighting' })).toBeVisible();
  },
};

/** The seed drawn differs every run, so this state is checked but not compared as a picture. */
export const RandomSeed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, /Advanced settings/, 'Advanced settings');
    await userEvent.click(sheet.getByRole('button', { name: 'Random seed' }));
    await expect(sheet.getByRole('textbox', { name: 'Seed' })).not.toHaveValue('');
  },
};
