import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildLinkedPointsHistory } from '@mocks/fixtures/points.fixtures';
import { buildGeneratedMedia, pictureUrl } from '@mocks/fixtures/media.fixtures';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { lineageHandlers } from '@mocks/handlers/lineage.handlers';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { pointsHandlers } from '@mocks/handlers/points.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { AccountRoute } from '@/app/routes/account-route';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { accountScreenMeta, arabic, body, desktopFullPage, openSection, phoneFullPage } from './account-story-kit';

const made = buildGeneratedMedia({ id: 'media-made', generated_url: pictureUrl(6, 1024, 1024), thumbnail_url: pictureUrl(6) });
const charged = { points: { charged: 4, refunded: 0, entries: [] } };

/** The account page as the app routes it, so a line's creation opens in the real details viewer over it. */
function AccountScreen() {
  const [router] = useState(() => createMemoryRouter([{ path: '/account', element: <AccountRoute /> }], { initialEntries: ['/account'] }));
  return <RouterProvider router={router} />;
}

/**
 * Points history lines of generations lead to their task (its points in a popover) and to their creation (the
 * details viewer), while it exists: the failed run's lines name a task but no creation, a purchase names neither.
 */
const meta = {
  title: 'Screens/Account/Points History Links',
  component: AccountScreen,
  parameters: accountScreenMeta.parameters,
  tags: ['!autodocs'],
  // The account screens' frame and toast region, around this screen's own component.
  decorators: accountScreenMeta.decorators as unknown as Meta<typeof AccountScreen>['decorators'],
  globals: desktopFullPage,
  beforeEach: (context) => {
    const cleanup = accountScreenMeta.beforeEach(context as unknown as Parameters<typeof accountScreenMeta.beforeEach>[0]);
    context.msw.use(
      pointsHandlers.historyOf(buildLinkedPointsHistory()),
      pointsHandlers.tasks({
        'task-made': { status: 'complete', ...charged },
        'task-failed': { status: 'failed', points: { charged: 4, refunded: 4, entries: [] } },
      }),
      lineageHandlers.details({ 'media-made': { media: made, lineage: { kind: 'generate', task_id: 'task-made' } } }),
      mediaHandlers.toggleFavorite(),
      templateHandlers.serviceModels('Plus'),
      billingHandlers.plans(),
    );
    return cleanup;
  },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function rows(canvas: ReturnType<typeof within>) {
  await openSection(canvas, /Points History|سجل النقاط/);
  const list = await canvas.findByRole('list', { name: /Points transactions|حركات النقاط/ });
  return within(list).getAllByRole('listitem');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const [madeRow, refundRow, failedRow, purchaseRow] = await rows(canvas);
    await expect(within(madeRow!).getByRole('button', { name: 'View creation' })).toBeVisible();
    await expect(within(madeRow!).getByRole('button', { name: 'Task' })).toBeVisible();
    // The failed run made nothing: its charge and its refund lead to the task only.
    for (const row of [refundRow!, failedRow!]) {
      await expect(within(row).queryByRole('button', { name: 'View creation' })).toBeNull();
      await expect(within(row).getByRole('button', { name: 'Task' })).toBeVisible();
    }
    await expect(within(purchaseRow!).queryByRole('button')).toBeNull();
  },
};

/** A refund's task: it failed, held 4 points and gave back 4. */
export const TaskPoints: Story = {
  play: async ({ canvas }) => {
    const [, refundRow] = await rows(canvas);
    await userEvent.click(within(refundRow!).getByRole('button', { name: 'Task' }));
    const popover = within(await body.findByRole('dialog', { name: 'Task' }));
    await expect(await popover.findByText('Failed')).toBeVisible();
    await expect(popover.getAllByText('4 points')).toHaveLength(2);
  },
};

/** A line's creation opens in the details viewer over the account page, its History saying what it cost. */
export const OpensCreation: Story = {
  play: async ({ canvas }) => {
    const [madeRow] = await rows(canvas);
    await userEvent.click(within(madeRow!).getByRole('button', { name: 'View creation' }));
    const viewer = within(await body.findByRole('dialog', { name: 'Details' }, { timeout: 5000 }));
    await expect(await viewer.findByTestId('run-cost')).toHaveTextContent('4 points');
    await expect(viewer.getByText('1 of 1')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Details' })).toBeNull());
  },
};

export const Arabic: Story = {
  globals: { ...desktopFullPage, ...arabic },
  play: async ({ canvas }) => {
    const [madeRow, refundRow] = await rows(canvas);
    await expect(within(madeRow!).getByRole('button', { name: 'عرض العمل' })).toBeVisible();
    await userEvent.click(within(refundRow!).getByRole('button', { name: 'المهمة' }));
    await expect(await within(await body.findByRole('dialog', { name: 'المهمة' })).findByText('فشلت')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    const [madeRow] = await rows(canvas);
    await expect(within(madeRow!).getByRole('button', { name: 'View creation' })).toBeVisible();
  },
};
