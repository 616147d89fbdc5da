import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { pointsHandlers } from '@mocks/handlers/points.handlers';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { accountScreenMeta, arabic, desktopFullPage, openSection, phoneFullPage } from './account-story-kit';

const meta = {
  ...accountScreenMeta,
  title: 'Screens/Account/Points History',
  globals: desktopFullPage,
  beforeEach: (context) => {
    const cleanup = accountScreenMeta.beforeEach(context);
    // The catalogs name the templates of generation lines and the plans of purchases in the interface language.
    context.msw.use(pointsHandlers.history(), templateHandlers.serviceModels('Plus'), billingHandlers.plans());
    return cleanup;
  },
} satisfies Meta<typeof accountScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await openSection(canvas, 'Points History');
    const list = await canvas.findByRole('list', { name: 'Points transactions' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    // Debits carry a minus, credits a plus; dates are in the interface's locale.
    await expect(rows[0]).toHaveTextContent('Generation: Text to Image');
    await expect(rows[0]).toHaveTextContent('-4 points');
    await expect(rows[0]).toHaveTextContent('Nov 21, 2026');
    await expect(rows[2]).toHaveTextContent('Purchase: 1,000 Points');
    await expect(rows[4]).toHaveTextContent('+500 points');
    // One point reads in the singular.
    await expect(rows[7]).toHaveTextContent(/\+1 point$/);
    // One page only: no page controls.
    await expect(canvas.queryByRole('navigation', { name: 'Points history pages' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pointsHandlers.historyEmpty());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Points History');
    await expect(await canvas.findByText(/No points activity yet/)).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pointsHandlers.historyFailed());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Points History');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load points history.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ManyPages: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pointsHandlers.history(45));
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Points History');
    const pages = await canvas.findByRole('navigation', { name: 'Points history pages' });
    await expect(pages).toHaveTextContent('Page 1 of 5');
    await expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 5'));
    const list = canvas.getByRole('list', { name: 'Points transactions' });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Purchase: 1,000 Points');
    await expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pointsHandlers.historyPending());
  },
  play: async ({ canvas }) => {
    await openSection(canvas, 'Points History');
    await expect(await canvas.findByRole('status', { name: 'Loading points history' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Arabic: Story = {
  globals: { ...desktopFullPage, ...arabic },
  play: async ({ canvas }) => {
    await openSection(canvas, 'سجل النقاط');
    const list = await canvas.findByRole('list', { name: 'حركات النقاط' });
    const rows = within(list).getAllByRole('listitem');
    // The template is named as the catalog names it in Arabic, once the catalog has answered.
    await waitFor(() => expect(rows[0]).toHaveTextContent(/توليد: \u2068?نص إلى صورة/));
    // Arabic's plural forms: 3 to 10 take the plural, 11 to 99 the singular.
    await expect(rows[0]).toHaveTextContent('-4 نقاط');
    await expect(rows[3]).toHaveTextContent('-12 نقطة');
    // And the plan of a purchase, once the plans have answered.
    await waitFor(() => expect(rows[2]).toHaveTextContent(/شراء: \u2068?1,000 نقطة/));
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    await openSection(canvas, 'Points History');
    await expect(await canvas.findByRole('list', { name: 'Points transactions' })).toBeVisible();
  },
};
