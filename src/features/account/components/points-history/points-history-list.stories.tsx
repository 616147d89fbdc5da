import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { PointsHistoryEntry } from '@contract';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { prepareStory } from '@stories/kit';
import { PointsHistoryList } from './points-history-list';

const meta = {
  title: 'Features/Account/Points History List',
  component: PointsHistoryList,
  beforeEach: prepareStory,
  args: {
    entries: [
      {
        id: '1',
        transaction_type: 'debit',
        amount: 4,
        description: 'Text to image: Neon city at dusk',
        transaction_date: '2026-11-21T18:30:00.000Z',
      },
      {
        id: '2',
        transaction_type: 'credit',
        amount: 4,
        description: 'Refund: generation failed',
        transaction_date: '2026-11-21T09:30:00.000Z',
      },
      {
        id: '3',
        transaction_type: 'credit',
        amount: 1500,
        description: 'Point pack: 1,500 points',
        transaction_date: '2026-11-02T12:00:00.000Z',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointsHistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreditsAndDebits: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Points transactions' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('-4 points');
    await expect(rows[0]).toHaveAttribute('data-type', 'debit');
    await expect(rows[2]).toHaveTextContent('+1,500 points');
    await expect(rows[2]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-02T12:00:00.000Z');
  },
};

/** While the next page loads, the previous rows stay, marked busy for assistive technology. */
export const Updating: Story = {
  args: { isUpdating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'حركات النقاط' })).getAllByRole('listitem');
    // The sign stays in front of the digits in a right-to-left row.
    await expect(rows[0]?.querySelector('bdi')).toHaveTextContent(/^-4$/);
    await expect(rows[0]).toHaveTextContent('نوفمبر');
  },
};

const codedEntries: PointsHistoryEntry[] = [
  {
    id: '11',
    transaction_type: 'credit',
    amount: 2,
    description: 'Refund: Text to Image failed',
    transaction_date: '2026-11-21T18:31:00.000Z',
    code: 'generation_refund',
    params: { template: 'Text to Image', template_id: 'text_to_image_v1' },
  },
  {
    id: '10',
    transaction_type: 'debit',
    amount: 2,
    description: 'Generation: Text to Image',
    transaction_date: '2026-11-21T18:30:00.000Z',
    code: 'generation',
    params: { template: 'Text to Image', template_id: 'text_to_image_v1' },
  },
  {
    id: '9',
    transaction_type: 'credit',
    amount: 50,
    description: 'Welcome points',
    transaction_date: '2026-11-20T09:00:00.000Z',
    code: 'welcome_points',
    params: {},
  },
  {
    id: '8',
    transaction_type: 'credit',
    amount: 5,
    description: 'A line from a newer server',
    transaction_date: '2026-11-19T09:00:00.000Z',
    code: 'not_known_here',
    params: {},
  },
];

/** Lines the server wrote with a code read in the interface language; a code this browser does not know shows the server's text. */
export const ArabicFromCodes: Story = {
  args: { entries: codedEntries },
  globals: { locale: 'ar' },
  // The template a line names is worded as the catalog words it in Arabic.
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModels());
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'حركات النقاط' })).getAllByRole('listitem');
    await waitFor(() => expect(rows[0]).toHaveTextContent(/استرداد: فشل \u2068نص إلى صورة\u2069/));
    await expect(rows[1]).toHaveTextContent(/توليد: \u2068نص إلى صورة\u2069/);
    await expect(rows[2]).toHaveTextContent('نقاط الترحيب');
    await expect(rows[3]).toHaveTextContent('A line from a newer server');
  },
};
