import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DialogTrigger } from '../dialog';
import { Slider } from '../slider';
import { drag, prepareStory } from '@stories/kit';
import { Segment, SegmentedControl } from '../segmented-control';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet';

const body = within(document.body);

/** The sheet's props plus the trigger's open-state handler, so stories can assert on closing. */
type SheetStoryArgs = BottomSheetProps & { onOpenChange: (isOpen: boolean) => void; isInitiallyOpen?: boolean };

function ImageCount({ label }: { label: string }) {
  return (
    <SegmentedControl aria-label={label} defaultValue="2" isFullWidth>
      {['1', '2', '3', '4'].map((count) => (
        <Segment key={count} value={count}>
          {count}
        </Segment>
      ))}
    </SegmentedControl>
  );
}

const meta = {
  title: 'Design System/BottomSheet',
  component: BottomSheet,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Image count',
    isInitiallyOpen: true,
    onOpenChange: fn(),
    footer: (
      <Button slot="close" variant="primary">
        Done
      </Button>
    ),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>Each image costs 2 points.</p>
        <ImageCount label="Image count" />
      </div>
    ),
  },
  render: ({ onOpenChange, isInitiallyOpen, ...args }) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger defaultOpen={isInitiallyOpen} onOpenChange={onOpenChange}>
        <Button>Image count</Button>
        <BottomSheet {...args} />
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<SheetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSheet = async (name = 'Image count') => {
  const sheet = await body.findByRole('dialog', { name });
  // Visible once the entry animation has run.
  await waitFor(() => expect(sheet).toBeVisible());
  return sheet;
};
const handleOf = (sheet: HTMLElement) => {
  const handle = sheet.parentElement?.querySelector('[data-drag-handle]');
  if (!handle) throw new Error('The sheet has no drag handle.');
  return handle;
};
const panelOf = (sheet: HTMLElement) => sheet.parentElement as HTMLElement;

/** Desktop: the sheet rises from the bottom edge, centred and at most 640px wide. */
export const Open: Story = {
  play: async () => {
    const sheet = await openSheet();
    const panel = panelOf(sheet).getBoundingClientRect();
    await waitFor(() => expect(panelOf(sheet).getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0));
    await expect(panel.width).toBeLessThanOrEqual(640);
    await expect(panel.left + panel.width / 2).toBeCloseTo(window.innerWidth / 2, 0);
    await expect(within(sheet).getByRole('radio', { name: '2' })).toBeChecked();
  },
};

/** Dragging the handle down more than 100px closes it (spec part 2 §9). */
export const DragToClose: Story = {
  play: async ({ args }) => {
    const sheet = await openSheet();
    await drag(handleOf(sheet), { dy: 140 });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A shorter drag lets go and the sheet settles back where it was. */
export const ShortDragSettles: Story = {
  play: async ({ args }) => {
    const sheet = await openSheet();
    await drag(handleOf(sheet), { dy: 80 });
    await waitFor(() => expect(panelOf(sheet).getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0));
    await expect(sheet).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Escape closes it and focus returns to the button that opened it. */
export const EscapeRestoresFocus: Story = {
  args: { isInitiallyOpen: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Image count' });
    await userEvent.click(trigger);
    const sheet = await openSheet();
    // Focus is held inside while it is open.
    await userEvent.tab();
    await expect(sheet.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press on the dimmed page above the sheet closes it. */
export const OutsidePressCloses: Story = {
  play: async ({ args }) => {
    const sheet = await openSheet();
    const overlay = panelOf(sheet).parentElement?.parentElement;
    if (!overlay) throw new Error('No sheet overlay found.');
    await userEvent.click(overlay);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    // Gone once its exit has run, so the screenshot shows the page it leaves behind.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The browser's Back closes the sheet and stays on the page (spec part 2 §2). */
export const BackCloses: Story = {
  play: async () => {
    await openSheet();
    await waitFor(() => expect((window.history.state as Record<string, unknown> | null)?.studioDialog).toBeDefined());
    window.history.back();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

const settings = ['Creativity', 'Quality', 'Strength', 'Detail', 'Contrast', 'Saturation', 'Grain', 'Sharpness', 'Glow', 'Depth'];

/** Long content scrolls inside while the title, handle and footer stay put. */
export const LongContent: Story = {
  args: {
    title: 'Advanced settings',
    children: (
      <div style={{ display: 'grid', gap: 20 }}>
        {settings.map((setting, index) => (
          <Slider key={setting} label={setting} defaultValue={(index * 7) % 10} minValue={0} maxValue={10} />
        ))}
      </div>
    ),
  },
  play: async () => {
    const sheet = await openSheet('Advanced settings');
    let scroller = within(sheet).getAllByRole('slider')[0]?.parentElement;
    while (scroller && getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement;
    await expect(scroller && scroller.scrollHeight > scroller.clientHeight).toBe(true);
    await expect(sheet.contains(scroller ?? null)).toBe(true);
    await expect(within(sheet).getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/** Phones: full width; a finger drags the handle down to close it. */
export const PhoneTouch: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const sheet = await openSheet();
    await waitFor(() => expect(panelOf(sheet).getBoundingClientRect().width).toBeCloseTo(window.innerWidth, 0));
    await drag(handleOf(sheet), { dy: 120, pointerType: 'touch' });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Phone, at rest: the sheet as a thumb sees it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const sheet = await openSheet();
    await waitFor(() => expect(panelOf(sheet).getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'عدد الصور',
    footer: (
      <Button slot="close" variant="primary">
        تم
      </Button>
    ),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ margin: 0 }}>كل صورة تكلف نقطتين.</p>
        <ImageCount label="عدد الصور" />
      </div>
    ),
  },
  play: async () => {
    const sheet = await openSheet('عدد الصور');
    await expect(within(sheet).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};
