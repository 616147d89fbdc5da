import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { templateCatalog } from '@mocks/fixtures/template-catalog.fixtures';
import { lineageHandlers } from '@mocks/handlers/lineage.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import type { Template } from '@contract';
import { completeScenario } from '@mocks/scenarios/generation.scenarios';
import { shownToast } from '../kit';
import { arabic, body, workshopBackend, workshopScreenMeta } from './workshop-story-kit';

/**
 * What a finished result leads to: its details viewer, the edit tools and plan messages. A video's frame picker is
 * walked end to end in tests/e2e/editors.spec.ts (the mocked runs answer pictures).
 */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Result Actions',
  // What these stories check is where the actions lead; the viewer and the frame picker have their pictures in
  // their own stories, and the dialogs' fade made these pictures unstable on a loaded machine.
  parameters: { ...workshopScreenMeta.parameters, screenshot: false },
  beforeEach: async (context) => {
    const cleanup = await workshopScreenMeta.beforeEach(context);
    // The scenario's backend answers a Free catalog; the story's Plus user may make videos.
    context.msw.use(templateHandlers.serviceModels('Plus'), lineageHandlers.details(), ...completeScenario());
    return cleanup;
  },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function generate(canvas: Canvas, prompt = 'A lighthouse at dusk') {
  // The prompt box is named in the interface's language: 'Prompt', or 'الوصف' in Arabic.
  const promptBox = await canvas.findByRole('textbox', { name: /Prompt|الوصف/ }, { timeout: 5000 });
  await userEvent.type(promptBox, prompt);
  await userEvent.click(await canvas.findByTestId('generate-button', {}, { timeout: 5000 }));
  await expect(await canvas.findByTestId('result-preview', {}, { timeout: 8000 })).toBeVisible();
}

async function chooseEdit(canvas: Canvas, tool: string) {
  await userEvent.click(canvas.getAllByRole('button', { name: 'Edit & Enhance' })[0]!);
  await userEvent.click(await body.findByRole('menuitem', { name: tool }, { timeout: 5000 }));
}

const currentTemplate = (canvas: Canvas) => canvas.getByTestId('current-template').dataset.template;

/** Details opens the viewer over the results; its Upscale goes to the upscale template with the picture. */
export const DetailsViewer: Story = {
  play: async ({ canvas }) => {
    await generate(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Details' }));
    const viewer = within(await body.findByRole('dialog', { name: 'Details' }, { timeout: 10_000 }));
    await waitFor(() => expect(viewer.getByText('A lighthouse at dusk')).toBeVisible());
    const upscale = viewer.getByRole('button', { name: 'Upscale' });
    await waitFor(() => expect(upscale).toBeEnabled());
    await userEvent.click(upscale);
    await waitFor(() => expect(currentTemplate(canvas)).toBe('upscale_v1'));
    await expect(body.queryByRole('dialog', { name: 'Details' })).toBeNull();
  },
};

/** A plan without an upscale template says so in the spec's words, and stays put. */
export const UpscaleNotInPlan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModelsOf(templateCatalog.filter((template) => !template.template_id.startsWith('upscale'))));
  },
  play: async ({ canvas }) => {
    await generate(canvas);
    await chooseEdit(canvas, 'Upscale');
    const message = await body.findByText('Upscale template is not available for your plan.');
    await waitFor(() => expect(message).toBeVisible());
    await expect(currentTemplate(canvas)).toBe('default');
  },
};

export const ArabicDetails: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await generate(canvas, 'منارة');
    await userEvent.click(canvas.getByRole('button', { name: 'التفاصيل' }));
    const viewer = within(await body.findByRole('dialog', { name: 'التفاصيل' }, { timeout: 10_000 }));
    await waitFor(() => expect(viewer.getByRole('button', { name: 'تنزيل' })).toBeEnabled());
  },
};

/** The catalog as a plan that keeps upscaling from Free users would answer it: every upscale template starts at Plus. */
const upscaleFromPlus: Template[] = templateCatalog.map((template) =>
  template.template_id.startsWith('upscale') ? { ...template, tier: ['Plus', 'Pro', 'Enterprise'] } : template,
);

/** A Free user's Edit & Enhance meets the plan's lock: Upscale says so in the spec's words and the workshop stays. */
export const EditLockedForFree: Story = {
  parameters: { screenshot: true },
  beforeEach: ({ msw }) => {
    msw.use(...workshopBackend('Free'));
    msw.use(templateHandlers.serviceModelsOf(upscaleFromPlus), ...completeScenario());
  },
  play: async ({ canvas }) => {
    await generate(canvas);
    await chooseEdit(canvas, 'Upscale');
    await shownToast('Upscale template is not available for your plan.');
    await expect(currentTemplate(canvas)).toBe('default');
    // The picture is taken with the menu gone and the message in place.
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};
