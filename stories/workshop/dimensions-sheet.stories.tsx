import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { openSheet, workshopBackend, workshopScreenMeta } from './workshop-story-kit';

const meta = { ...workshopScreenMeta, title: 'Screens/Workshop/Dimensions Sheet' } satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Plus user: presets in their groups, Auto among them; custom sizes are locked with the spec's words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, /Dimensions/, 'Dimensions');
    await expect(sheet.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await userEvent.click(sheet.getByRole('radio', { name: /768 × 1344/ }));
    await expect(sheet.getByRole('radio', { name: /768 × 1344/ })).toBeChecked();
    await expect(sheet.getByText('Available for Pro users')).toBeVisible();
    await expect(sheet.getByRole('switch', { name: 'Custom size' })).toBeDisabled();
    // The tall preset costs 2 points, more than the template's rules: the button says so.
    await expect(canvas.getByTestId('generate-button')).toHaveTextContent('Generate (2 Points)');
  },
};

/** A Pro user sets a custom size with sliders. */
export const ProCustom: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...workshopBackend('Pro'));
  },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas, /Dimensions/, 'Dimensions');
    await userEvent.click(sheet.getByRole('switch', { name: 'Custom size' }));
    await expect(sheet.getByRole('group', { name: 'Width' })).toBeVisible();
    await expect(sheet.getByRole('group', { name: 'Height' })).toBeVisible();
    await expect(sheet.queryByText('Available for Pro users')).toBeNull();
  },
};
