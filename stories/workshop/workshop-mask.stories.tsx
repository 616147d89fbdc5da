import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { drag, editorStage, sampleImage } from '../kit';
import { arabic, body, phone, workshopScreenMeta } from './workshop-story-kit';

/**
 * Inpaint, after the mask editor: the image in its slot shows the painted mask tinted over it, as the editor drew
 * it, so the user sees what will be repainted before paying, with Edit mask (the editor again, strokes kept) and
 * Clear mask.
 */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Inpaint Mask',
  args: {
    templateId: 'Image_inpainting_v1',
    navigationState: { action: 'inpaint', mediaToProcess: { url: sampleImage(200), type: 'image' } },
  },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const editorTitle = { en: 'Inpaint', ar: 'إعادة رسم جزء' };
const applyLabel = { en: 'Apply Mask', ar: 'تطبيق القناع' };

/** Paints one stroke in the editor the workshop opened and applies it. */
async function paintAndApply(language: 'en' | 'ar' = 'en') {
  const editor = within(await body.findByRole('dialog', { name: editorTitle[language] }, { timeout: 10_000 }));
  await drag(await editorStage('mask-stage'), { dx: 90, dy: 30 });
  await userEvent.click(editor.getByRole('button', { name: applyLabel[language] }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
}

const overlay = (canvas: Canvas, name: RegExp | string = 'The painted mask: the tinted area will be repainted') =>
  canvas.findByRole('img', { name }, { timeout: 5000 });

/** Applied: the tint over the image, and what it means. */
export const MaskShown: Story = {
  play: async ({ canvas }) => {
    await paintAndApply();
    const tint = await overlay(canvas);
    await expect(tint).toBeVisible();
    await expect(getComputedStyle(tint).maskImage).toMatch(/^url\("data:image\/png/);
    await expect(canvas.getByText('The tinted area will be repainted.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit mask' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear mask' })).toBeVisible();
  },
};

/** Edit mask opens the editor again with the strokes kept: applying at once is accepted, as the mask is not empty. */
export const EditAgain: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await paintAndApply();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit mask' }));
    const editor = within(await body.findByRole('dialog', { name: 'Inpaint' }, { timeout: 10_000 }));
    await editorStage('mask-stage');
    await userEvent.click(editor.getByRole('button', { name: 'Apply Mask' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    await expect(await overlay(canvas)).toBeVisible();
  },
};

/** Clear mask takes it away: the image is bare again, and the run waits for a mask. */
export const Cleared: Story = {
  play: async ({ canvas }) => {
    await paintAndApply();
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear mask' }));
    await waitFor(() => expect(canvas.queryByRole('img', { name: /painted mask/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Paint mask' })).toBeVisible();
    await expect(canvas.getByText('Paint over what should change.')).toBeVisible();
    await expect(canvas.getByTestId('generate-button')).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await paintAndApply('ar');
    await expect(await overlay(canvas, 'القناع المرسوم: ستُعاد رسم المنطقة الملوّنة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل القناع' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await paintAndApply();
    const tint = await overlay(canvas);
    await expect(tint).toBeVisible();
    tint.scrollIntoView({ block: 'center' });
    window.scrollTo(0, 0);
  },
};
