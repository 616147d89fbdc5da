import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { completeScenario } from '@mocks/scenarios/generation.scenarios';
import { arabic, body, phone, workshopScreenMeta } from './workshop-story-kit';

/** Where the workshop keeps that the user hid the notice (offline-notice.tsx). */
const hiddenKey = 'offlineNoticeHidden';

/**
 * A studio with no real model connected: every template is served by the offline preview model, which draws
 * abstract pictures. The workshop says so calmly before the first run, marks each such result, and leads to a short
 * guide for connecting real models.
 */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Offline Preview',
  beforeEach: async (context) => {
    const cleanup = await workshopScreenMeta.beforeEach(context);
    localStorage.removeItem(hiddenKey);
    context.msw.use(templateHandlers.serviceModelsOffline('Plus'));
    return () => {
      localStorage.removeItem(hiddenKey);
      cleanup?.();
    };
  },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const notice = (canvas: Canvas) => canvas.findByRole('complementary', { name: 'Offline preview model' }, { timeout: 5000 });

/**
 * The guide's dialog once it shows: found as soon as it mounts, it is seen only when its entrance has run (in a
 * page shared with earlier story files, the first frame came late enough to be caught at opacity 0).
 */
async function guide(name: string) {
  const dialog = await body.findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function generate(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Prompt|الوصف/ }, { timeout: 5000 }), 'A red fox');
  await userEvent.click(canvas.getByTestId('generate-button'));
  return canvas.findByTestId('result-preview', {}, { timeout: 10_000 });
}

/** Before the first run: what the pictures will be, in a calm note (not an alert), with the way to real models. */
export const Notice: Story = {
  play: async ({ canvas }) => {
    const note = within(await notice(canvas));
    await expect(note.getByText(/abstract previews drawn from your prompt's words/)).toBeVisible();
    await expect(note.getByRole('button', { name: 'Connect real models' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A result of the offline model says so on the picture; the mark opens the guide too. */
export const MarkedResult: Story = {
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModelsOffline('Plus'), ...completeScenario());
  },
  play: async ({ canvas }) => {
    const preview = within(await generate(canvas));
    await expect(preview.getByRole('button', { name: 'Made by the offline preview model: how to connect real models' })).toBeVisible();
    await expect(preview.getByText('Offline preview')).toBeVisible();
  },
};

/** The guide: the two ways to real models, as the README gives them, for whoever runs the studio. */
export const Guide: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(await notice(canvas)).getByRole('button', { name: 'Connect real models' }));
    const ways = within(await guide('Connect real models'));
    await expect(ways.getByRole('heading', { name: 'Your own GPU, with ComfyUI' })).toBeVisible();
    await expect(ways.getByText('COMFYUI_URL=http://127.0.0.1:8188 npm start')).toBeVisible();
    await expect(ways.getByRole('heading', { name: 'A Runware API key' })).toBeVisible();
    await expect(ways.getByText(/RUNWARE_API_KEY=/)).toBeVisible();
  },
};

/** Hidden once, the note stays away; the mark on each result still leads to the guide. */
export const NoticeHidden: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(within(await notice(canvas)).getByRole('button', { name: 'Hide this notice' }));
    await waitFor(() => expect(canvas.queryByRole('complementary', { name: 'Offline preview model' })).toBeNull());
    await expect(localStorage.getItem(hiddenKey)).toBe('true');
  },
};

/** A real model serves the template: nothing is said. */
export const RealModel: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModels('Plus'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('generate-button', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Offline preview model' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    const note = within(await canvas.findByRole('complementary', { name: 'نموذج المعاينة دون اتصال' }, { timeout: 5000 }));
    await userEvent.click(note.getByRole('button', { name: 'ربط نماذج حقيقية' }));
    await expect(await guide('ربط نماذج حقيقية')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await notice(canvas)).toBeVisible();
  },
};

export const PhoneGuide: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas }) => {
    const note = within(await canvas.findByRole('complementary', { name: 'نموذج المعاينة دون اتصال' }, { timeout: 5000 }));
    await userEvent.click(note.getByRole('button', { name: 'ربط نماذج حقيقية' }));
    await expect(await guide('ربط نماذج حقيقية')).toBeVisible();
  },
};
