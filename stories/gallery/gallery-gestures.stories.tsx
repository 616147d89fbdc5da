import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import type { GalleryScreen } from '@/features/gallery';
import { galleryScreenMeta, oldestOf } from './gallery-story-kit';

/** How the gallery's creations are chosen by hand: ctrl and shift clicks, a drag box, a long press on touch. */
const meta = {
  ...galleryScreenMeta,
  title: 'Screens/Gallery/Gestures',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof GalleryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ctrl-click selects, shift-click adds a range; the selection bar counts them and offers its actions. */
export const Selecting: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Creations' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(5));
    const tiles = within(grid).getAllByRole('button', { name: /./ });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(tiles[0]!);
    await user.keyboard('{/Control}{Shift>}');
    await user.click(tiles[3]!);
    await user.keyboard('{/Shift}');
    const bar = await canvas.findByRole('toolbar');
    await expect(bar).toHaveTextContent('Selected: 4');
    await expect(within(bar).getByRole('button', { name: 'Add to Project' })).toBeEnabled();
    await expect(within(bar).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

const middle = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/** Drags a box with the mouse from the first tile's middle to the middle of the second tile of the second row. */
async function dragBox(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], isReleased: boolean, gridName = 'Creations') {
  const grid = await canvas.findByRole('list', { name: gridName }, { timeout: 15_000 });
  await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(8));
  const cells = within(grid).getAllByRole('listitem');
  const first = cells[0]!.getBoundingClientRect();
  const columns = cells.filter((cell) => cell.getBoundingClientRect().top === first.top).length;
  const target = cells[columns + 1]!.getBoundingClientRect();
  const user = userEvent.setup();
  await user.pointer([
    { keys: '[MouseLeft>]', target: cells[0]!.firstElementChild!, coords: middle(first) },
    { target: grid, coords: { x: middle(first).x + 20, y: middle(first).y + 20 } },
    { target: grid, coords: middle(target) },
    ...(isReleased ? [{ keys: '[/MouseLeft]', target: grid, coords: middle(target) }] : []),
  ]);
  return grid;
}

/** A drag box over two rows selects the four tiles it touches; the box shows while the button is held. */
export const BoxSelecting: Story = {
  play: async ({ canvas }) => {
    await dragBox(canvas, false);
    await expect(await canvas.findByRole('toolbar')).toHaveTextContent('Selected: 4');
  },
};

/** The box mirrors in Arabic: from the first tile, at the right, towards the left. */
export const BoxSelectingArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await dragBox(canvas, false, 'الإبداعات');
    await expect(await canvas.findByRole('toolbar')).toHaveTextContent('4');
  },
};

/**
 * Released, the box leaves its selection and opens nothing; a second box with shift held adds to it. No picture:
 * it ends as Selecting does (checked by its text), and the released pointer leaves hover states that settle late.
 */
export const BoxSelectingReleased: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const grid = await dragBox(canvas, true);
    const bar = await canvas.findByRole('toolbar');
    await expect(bar).toHaveTextContent('Selected: 4');
    await expect(grid.querySelector('[aria-hidden="true"][style*="inset-block-start"]')).toBeNull();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const user = userEvent.setup();
    const cells = within(grid).getAllByRole('listitem');
    const last = cells.at(-1)!.getBoundingClientRect();
    await user.keyboard('{Shift>}');
    await user.pointer([
      { keys: '[MouseLeft>]', target: cells.at(-1)!.firstElementChild!, coords: { x: last.left + 10, y: last.top + 10 } },
      { target: grid, coords: { x: last.left + 30, y: last.top + 30 } },
      { keys: '[/MouseLeft]', target: grid, coords: { x: last.left + 30, y: last.top + 30 } },
    ]);
    await user.keyboard('{/Shift}');
    await expect(bar).toHaveTextContent('Selected: 5');
  },
};

/**
 * On touch, a press held half a second selects the creation and, held a second, opens its menu there (that the click
 * ending it is swallowed is checked in grid-selection-controller.test.ts). No picture: Context Menu pictures the menu.
 */
export const LongPress: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Creations' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(5));
    const tile = within(grid).getAllByRole('listitem')[1]!.firstElementChild!;
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA>]', target: tile });
    await expect(await canvas.findByRole('toolbar', {}, { timeout: 10_000 })).toHaveTextContent('Selected: 1');
    // The menu's code loads with the first menu opened.
    await within(document.body).findByRole('menu', { name: 'Creation actions' }, { timeout: 10_000 });
    await user.pointer({ keys: '[/TouchA]', target: tile });
  },
};

/**
 * A shift range across pages never loaded: ctrl-click the newest creation, jump to the end, shift-click the
 * oldest; the pages between load (200 creations a request) and all 2,000 are selected.
 */
export const ShiftRangeAcrossPages: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyOfSize(2_000, oldestOf(2_000)));
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Creations' });
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: /./ }).length).toBeGreaterThan(5));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(within(grid).getAllByRole('button', { name: /./ })[0]!);
    await user.keyboard('{/Control}');
    grid.parentElement!.scrollTop = grid.parentElement!.scrollHeight;
    const last = await within(grid).findByRole('button', { name: 'The oldest creation' }, { timeout: 5000 });
    await user.keyboard('{Shift>}');
    await user.click(last);
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(canvas.getByRole('toolbar')).toHaveTextContent('Selected: 2000'), { timeout: 15_000 });
  },
};
