import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildSubscription } from '@mocks/fixtures/billing.fixtures';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { selectedPlanStore } from '@/domain/billing';
import { switchWorkspace } from '@/domain/workspace';
import { BillingPage } from '@/features/billing';
import { arabic, inBillingFrame, billingScreenParameters, billingScreenSetup, desktopFullPage, phoneFullPage } from './billing-story-kit';

/** /billing (spec part 1 §2): a Free user in the personal workspace unless a story says else. */
const meta = {
  title: 'Screens/Billing/Plans',
  component: BillingPage,
  args: { onOpenPortal: fn(), onDismissSuccess: fn() },
  parameters: billingScreenParameters,
  globals: desktopFullPage,
  tags: ['!autodocs'],
  decorators: [inBillingFrame],
  beforeEach: billingScreenSetup,
} satisfies Meta<typeof BillingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the cards on a shelf, in the order shown. */
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** Individual Plans: most popular first, then by tier; one-time packs below, each sorted. */
export const Individual: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    const individual = await canvas.findByRole('region', { name: 'Individual Plans' });
    await expect(cardNames(individual)).toEqual(['Pro', 'Plus', 'Enterprise']);
    await expect(canvas.getByRole('radio', { name: 'Individual Plans' })).toBeChecked();
    const pro = canvas.getByRole('article', { name: 'Pro' });
    await expect(within(pro).getByText('Most Popular')).toBeVisible();
    await expect(within(pro).getByText('$29.99')).toBeVisible();
    await expect(within(pro).getByText('/month')).toBeVisible();
    await expect(within(pro).getByText('Custom sizes')).toBeVisible();
    const enterprise = canvas.getByRole('article', { name: 'Enterprise' });
    await expect(within(enterprise).getByText('Contact Us')).toBeVisible();
    // The sales address comes with the billing settings, which may answer after the plans are shown.
    await expect(await within(enterprise).findByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'One-Time Purchases' })).toBeVisible();
    await expect(cardNames(canvas.getByRole('region', { name: 'Point Packs' }))).toEqual(['1,000 Points', '5,000 Points']);
    await expect(cardNames(canvas.getByRole('region', { name: 'Seat Packs' }))).toEqual(['1 Seat', '5 Seats']);
    const deal = canvas.getByRole('article', { name: '1,000 Points' });
    await expect(within(deal).getByText('DEAL')).toBeVisible();
    // One-time prices carry no suffix.
    await expect(within(deal).queryByText(/\/month|\/year/)).toBeNull();
    await expect(within(deal).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await userEvent.click(within(pro).getByRole('button', { name: 'Subscribe Now' }));
    await expect(args.onOpenPortal).toHaveBeenCalledOnce();
    await expect(selectedPlanStore.selection).toEqual({ planId: 'pro', priceId: 'pro-monthly' });
  },
};

/** Team Plans: team subscriptions grant points and seats; in the personal workspace the page says seats need a team. */
export const Team: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Team Plans' }));
    const team = await canvas.findByRole('region', { name: 'Team Plans' });
    await expect(cardNames(team)).toEqual(['Team Studio', 'Team Starter']);
    const studio = within(team).getByRole('article', { name: 'Team Studio' });
    await expect(within(studio).getByText('5,000 points')).toBeVisible();
    await expect(within(studio).getByText('5 seats')).toBeVisible();
    await expect(within(team).getByText(/switch to the team's workspace/)).toBeVisible();
    await expect(within(team).getByRole('article', { name: 'Team Starter' })).toHaveTextContent('/year');
  },
};

/** In a team workspace the page opens on Team Plans and says nothing about switching. */
export const TeamWorkspace: Story = {
  beforeEach: () => {
    switchWorkspace('team_1');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Team Plans' })).toBeVisible();
    await expect(canvas.queryByText(/switch to the team's workspace/)).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.plansPending());
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading plans' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.plansFailed());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load subscription plans. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The chosen card says 'Processing...' while the payment portal opens, and no other purchase can start. */
export const Processing: Story = {
  // The route would leave the page; here it stays, so the processing state holds for the picture.
  play: async ({ canvas }) => {
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await userEvent.click(within(pro).getByRole('button', { name: 'Subscribe Now' }));
    await expect(within(pro).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(within(canvas.getByRole('article', { name: 'Plus' })).getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();
  },
};

/** Enterprise is sold by the sales team: Contact Sales writes to them; without a price the card says Contact Us. */
export const EnterpriseContact: Story = {
  play: async ({ canvas }) => {
    const enterprise = await canvas.findByRole('article', { name: 'Enterprise' });
    await expect(within(enterprise).getByText('Contact Us')).toBeVisible();
    const contact = await within(enterprise).findByRole('link', { name: 'Contact Sales' });
    await expect(contact.getAttribute('href')).toBe('mailto:sales@studio.example?subject=Enterprise%20plan');
  },
};

/** No SALES_EMAIL configured: Contact Sales is shown but has nowhere to write. */
export const NoSalesAddress: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.settings({ sales_email: null }));
  },
  play: async ({ canvas }) => {
    const enterprise = await canvas.findByRole('article', { name: 'Enterprise' });
    await expect(within(enterprise).getByRole('button', { name: 'Contact Sales' })).toBeDisabled();
    await expect(within(enterprise).queryByRole('link', { name: 'Contact Sales' })).toBeNull();
  },
};

/** A plan without a price that is not Enterprise says 'Not Available' and its button is disabled. */
export const NotAvailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      billingHandlers.plans([
        {
          id: 'plus',
          plan_name: 'Plus',
          package_type: 'tier_only',
          plan_type: 'recurring',
          grants_tier: 'Plus',
          points_granted: 0,
          seats_granted: 0,
          is_most_popular: false,
          is_deal: false,
          description: 'Premium templates',
          prices: [],
        },
      ]),
    );
  },
  play: async ({ canvas }) => {
    const plus = await canvas.findByRole('article', { name: 'Plus' });
    await expect(within(plus).getByText('Not Available')).toBeVisible();
    await expect(within(plus).getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();
  },
};

/** 'Upgrade Plan' from a locked template lands on the plan that unlocks it, drawn out. */
export const UpgradeToPro: Story = {
  // The page scrolls the plan into view, so the picture would depend on when it was taken; the checks stay.
  parameters: { screenshot: false },
  args: { upgradeTier: 'Pro' },
  play: async ({ canvas }) => {
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await expect(pro).toHaveAttribute('data-highlighted');
    await expect(canvas.getByRole('article', { name: 'Plus' })).not.toHaveAttribute('data-highlighted');
  },
};

/** Back from a paid checkout: thanks, and the user's data refreshes; a paying user's plan is marked. */
export const SuccessReturn: Story = {
  args: { isSuccessReturn: true },
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.me({ user_tier: 'Pro' }));
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Thank you for your purchase!')).toBeVisible();
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await waitFor(() => expect(within(pro).getByText('Your plan')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissSuccess).toHaveBeenCalledOnce();
  },
};

/**
 * A Pro subscriber: their plan is marked and its button says 'Current plan', disabled (paying again would make a
 * second subscription); the other plans can still be chosen, to change to.
 */
export const CurrentPlan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.me({ user_tier: 'Pro' }), billingHandlers.subscriptions([buildSubscription()]));
  },
  play: async ({ canvas }) => {
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await waitFor(() => expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeDisabled());
    await expect(within(pro).getByText('Your plan')).toBeVisible();
    await expect(within(pro).queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'Plus' })).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  },
};

export const CurrentPlanArabic: Story = {
  globals: arabic,
  beforeEach: CurrentPlan.beforeEach,
  play: async ({ canvas }) => {
    // The plans are named as the catalog names them in Arabic.
    const pro = await canvas.findByRole('article', { name: 'برو' });
    await waitFor(() => expect(within(pro).getByRole('button', { name: 'خطتك الحالية' })).toBeDisabled());
    await expect(within(canvas.getByRole('article', { name: 'بلس' })).getByRole('button', { name: 'اشترك الآن' })).toBeEnabled();
  },
};

export const CurrentPlanPhone: Story = {
  globals: phoneFullPage,
  beforeEach: CurrentPlan.beforeEach,
  play: async ({ canvas }) => {
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await waitFor(() => expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeDisabled());
    await expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeVisible();
  },
};

/** In a team workspace the team's own subscription is its current plan, whatever the user's tier. */
export const TeamCurrentPlan: Story = {
  beforeEach: ({ msw }) => {
    switchWorkspace('team_1');
    msw.use(billingHandlers.subscriptions([], [buildSubscription({ plan_id: 'team-starter', price_id: 'team-starter-yearly' })]));
  },
  play: async ({ canvas }) => {
    const team = await canvas.findByRole('region', { name: 'Team Plans' });
    const starter = within(team).getByRole('article', { name: 'Team Starter' });
    await waitFor(() => expect(within(starter).getByRole('button', { name: 'Current plan' })).toBeDisabled());
    await expect(
      within(within(team).getByRole('article', { name: 'Team Studio' })).getByRole('button', { name: 'Subscribe Now' }),
    ).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'اختر خطتك' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'الخطط الفردية' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'مشتريات لمرة واحدة' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    const pro = await canvas.findByRole('article', { name: 'Pro' });
    await expect(within(pro).getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  },
};

export const ArabicPhone: Story = {
  globals: { ...arabic, ...phoneFullPage },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'الخطط الفردية' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
