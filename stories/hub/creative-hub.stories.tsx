import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { templateHandlers } from '@mocks/handlers/templates.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { startSession, sessionStore } from '@/domain/session';
import { CreativeHub } from '@/features/hub';
import { desktopLongPage, phoneLongPage, prepareStory } from '../kit';

/** The creative hub at /ai-tools (spec part 2 §2), as the shell shows it, for a Free user unless a story says else. */
const meta = {
  title: 'Screens/Hub/Creative Hub',
  component: CreativeHub,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(userHandlers.me({ user_tier: 'Free' }), templateHandlers.serviceModels('Free'));
    return prepareStory();
  },
} satisfies Meta<typeof CreativeHub>;
export default meta;
type Story = StoryObj<typeof meta>;

const arabic = { locale: 'ar' };

/*
 * The catalog runs past a window (about 2400 px on a desktop, 2716 on a phone), so the stories that show it are
 * pictured whole; the loading and error states fit one window and keep the default one.
 */
export const Default: Story = {
  globals: desktopLongPage,
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModels('Pro'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI Tools' })).toBeVisible();
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    // The spec's category order, then the others alphabetically.
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Creative',
      'Video Generation',
      'Tools',
      'Upscaling & Enhancement',
      'Uncategorized',
      'Architecture',
    ]);
    const creative = within(canvas.getByRole('region', { name: 'Creative' }));
    const cards = creative.getAllByRole('link');
    // Text to Image and Variations lead Creative; the rest follow by label.
    await expect(cards.map((card) => card.textContent)).toEqual(['Text to Image', 'Variations', 'Image to Image', 'Portrait Studio']);
    await expect(cards[0]).toHaveAttribute('href', '/workshop/text_to_image_v1');
    await expect(creative.getByText('Experimental')).toBeVisible();
    await expect(canvas.queryByText('Upgrade Plan')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModelsPending());
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading templates' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModelsFailed());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load creative templates. Please try again later.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A 401 on the catalog ends the session (spec part 2 §8). */
export const RefusedLogsOut: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(templateHandlers.serviceModelsUnauthorized());
  },
  play: async () => {
    await waitFor(() => expect(sessionStore.token).toBeNull());
  },
};

/** A Free user: paid templates cannot be opened; each names the plan that unlocks it and offers Upgrade Plan. */
export const LockedTier: Story = {
  globals: desktopLongPage,
  play: async ({ canvas }) => {
    const locked = await canvas.findByRole('article', { name: 'Portrait Studio' });
    await expect(within(locked).getByText('Requires the Plus plan')).toBeVisible();
    await expect(within(locked).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing?tier=Plus');
    await expect(within(locked).queryByRole('link', { name: 'Portrait Studio' })).toBeNull();
    const proOnly = canvas.getByRole('article', { name: 'Upscale HD' });
    await expect(within(proOnly).getByText('Requires the Pro plan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Text to Image' })).toHaveAttribute('href', '/workshop/text_to_image_v1');
  },
};

/** The catalog's words come in Arabic beside the English ones: categories, labels and descriptions. */
export const Arabic: Story = {
  globals: { ...arabic, ...desktopLongPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أدوات الذكاء الاصطناعي' })).toBeVisible();
    await expect(await canvas.findAllByText('ترقية الخطة')).not.toHaveLength(0);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    // Still the spec's order, which is the English names'.
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'إبداعي',
      'توليد الفيديو',
      'الأدوات',
      'رفع الدقة والتحسين',
      'غير مصنّف',
      'العمارة',
    ]);
    const creative = within(canvas.getByRole('region', { name: 'إبداعي' }));
    // The leaders first, then the rest by their Arabic label; Portrait Studio is locked for Free, so no link.
    const opened = creative.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/workshop/'));
    await expect(opened.map((card) => card.textContent)).toEqual(['نص إلى صورة', 'تنويعات', 'صورة إلى صورة']);
    await expect(creative.getByText('صِف صورة واحصل عليها في ثوانٍ.')).toBeVisible();
    const locked = creative.getByRole('article', { name: 'استوديو البورتريه' });
    await expect(locked).toBeVisible();
    await expect(canvas.queryByText('Text to Image')).toBeNull();
    // The plan that unlocks a template is named in Arabic, on its badge and under it.
    await expect(within(locked).getByText('يتطلب خطة بلس')).toBeVisible();
    await expect(within(locked).getByText('بلس', { selector: '[data-variant]' })).toBeVisible();
    // Prices in Arabic's plural forms: 4 takes the plural, 12 the singular.
    await expect(creative.getByRole('article', { name: 'نص إلى صورة' })).toHaveTextContent('4 نقاط');
    await expect(canvas.getByRole('article', { name: 'نص إلى فيديو' })).toHaveTextContent('12 نقطة');
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Portrait Studio is locked for Free and experimental: on a phone's narrow card both badges show, neither covered. */
const bothBadgesShow = async (card: HTMLElement, lock: string, experimental: string) => {
  const lockBadge = within(card).getByText(lock, { selector: '[data-variant]' });
  const experimentalBadge = within(card).getByText(experimental, { selector: '[data-variant]' });
  await expect(lockBadge).toBeVisible();
  await expect(experimentalBadge).toBeVisible();
  await expect(overlaps(lockBadge.getBoundingClientRect(), experimentalBadge.getBoundingClientRect())).toBe(false);
};

export const Phone: Story = {
  globals: phoneLongPage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Text to Image' })).toBeVisible();
    await bothBadgesShow(canvas.getByRole('article', { name: 'Portrait Studio' }), 'Plus', 'Experimental');
  },
};

export const ArabicPhone: Story = {
  globals: { ...arabic, ...phoneLongPage },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'نص إلى صورة' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await bothBadgesShow(canvas.getByRole('article', { name: 'استوديو البورتريه' }), 'بلس', 'تجريبي');
  },
};
