import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listGeneratedHistory } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { buildGeneratedMedia, buildHistory, generatedMediaAt, pictureAt, samplePrompts } from '@mocks/fixtures/media.fixtures';
import { buildTeamDetails } from '@mocks/fixtures/team.fixtures';
import { mediaHandlers } from '@mocks/handlers/media.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { completeScenario, failedScenario } from '@mocks/scenarios/generation.scenarios';
import { createActiveTasksStore } from '@/domain/generation';
import { resetWorkspace, switchWorkspace } from '@/domain/workspace';
import { arabic, body, phone, workshopScreenMeta } from './workshop-story-kit';

/**
 * The workshop's results as a returning user finds them: the newest creation large, and under it the recent
 * creations (this visit's tasks first, then the history), with every state the history can be in.
 */
const meta = {
  ...workshopScreenMeta,
  title: 'Screens/Workshop/Results',
  beforeEach: async (context) => {
    const cleanup = await workshopScreenMeta.beforeEach(context);
    context.msw.use(mediaHandlers.history());
    return cleanup;
  },
} satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** How often ManyCreations' history was asked for. */
let historyRequests = 0;

const strip = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Your results' }, { timeout: 5000 }));
const preview = (canvas: Canvas) => canvas.findByTestId('result-preview', {}, { timeout: 5000 });

/** The 24 creations of the backend's history, newest first: the newest shows large, each is a tile. */
export const ReturningUser: Story = {
  play: async ({ canvas }) => {
    await expect(await preview(canvas)).toHaveTextContent(samplePrompts[0]!);
    const tiles = await strip(canvas);
    await waitFor(() => expect(tiles.getAllByRole('listitem').length).toBeGreaterThanOrEqual(20));
    await expect(tiles.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('heading', { name: 'Recent creations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all in the gallery' })).toHaveAttribute('href', '/gallery');
    // Another tile shows in the preview, at its own place in the strip.
    await userEvent.click(tiles.getAllByRole('button', { name: samplePrompts[2]! })[0]!);
    await waitFor(async () => expect(await preview(canvas)).toHaveTextContent(samplePrompts[2]!));
    await expect(tiles.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'true');
  },
};

/** The history on its way: the preview and the strip's tiles are skeletons of their shape. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyPending());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Your results' }, { timeout: 5000 })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Your images and videos will appear here.')).toBeNull();
  },
};

/** A new user: nothing made yet, and what to do about it. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyEmpty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your images and videos will appear here.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Write a prompt and press Generate.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'See all in the gallery' })).toBeNull();
  },
};

/** The history cannot be loaded: the results say so and try again on request, which brings the creations back. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyFailed());
  },
  play: async ({ canvas, context }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Could not load your recent creations.');
    await expect(canvas.queryByText('Your images and videos will appear here.')).toBeNull();
    context.msw.use(mediaHandlers.history());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await preview(canvas)).toHaveTextContent(samplePrompts[0]!);
  },
  parameters: { screenshot: false },
};

/** The same failure as it looks: kept apart from the retry above, whose picture would be of the recovered screen. */
export const LoadErrorShown: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mediaHandlers.historyFailed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not load your recent creations.');
  },
};

/**
 * A long-time user: the strip pages on as it is scrolled (or Show more is pressed), three pages of 20, then leads
 * to the gallery instead of loading the whole history into the workshop.
 */
export const ManyCreations: Story = {
  beforeEach: ({ msw }) => {
    historyRequests = 0;
    msw.use(
      // A history without end, 20 a page.
      mockCall(listGeneratedHistory, ({ request }) => {
        historyRequests += 1;
        const start = Number(new URL(request.url).searchParams.get('cursor') ?? 0);
        return { history: Array.from({ length: 20 }, (_, offset) => generatedMediaAt(start + offset)), next_cursor: String(start + 20) };
      }),
    );
  },
  play: async ({ canvas }) => {
    const tiles = await strip(canvas);
    const creations = () => tiles.getAllByRole('listitem').filter((item) => item.querySelector('[data-status="completed"]'));
    for (const count of [20, 40, 60]) {
      await waitFor(() => expect(creations().length).toBeGreaterThanOrEqual(count));
      const more = tiles.queryByRole('button', { name: 'Show more' });
      if (more) await userEvent.click(more);
    }
    const seeAll = await tiles.findByRole('link', { name: 'See all in the gallery' }, { timeout: 5000 });
    await expect(seeAll).toHaveAttribute('href', '/gallery');
    await expect(tiles.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expect(creations()).toHaveLength(60);
    await expect(historyRequests).toBe(3);
    // The picture shows the strip's end; the page itself stays where it was.
    seeAll.scrollIntoView({ inline: 'end' });
    window.scrollTo(0, 0);
  },
};

/** In a team workspace the results are the workspace's creations: the history is asked for with the team. */
export const TeamWorkspace: Story = {
  beforeEach: ({ msw }) => {
    switchWorkspace('team-7');
    msw.use(
      // The workshop checks a run against the member's budget in the team (none here).
      ...teamHandlers.team(buildTeamDetails({ id: 'team-7' }, 'member')),
      mockCall(listGeneratedHistory, ({ request }) => {
        const isTeam = new URL(request.url).searchParams.get('team_id') === 'team-7';
        const history = isTeam
          ? [buildGeneratedMedia({ id: 'team-1', prompt_text: 'Team poster, bold type on orange', generated_url: pictureAt(5) })]
          : buildHistory(3);
        return { history, next_cursor: null };
      }),
    );
    return () => resetWorkspace();
  },
  play: async ({ canvas }) => {
    await expect(await preview(canvas)).toHaveTextContent('Team poster, bold type on orange');
    await expect((await strip(canvas)).getAllByRole('listitem')).toHaveLength(1);
  },
};

/**
 * Back after a reload with a task still running: its placeholder leads, large and in the strip, and the earlier
 * creations follow it, so nothing looks lost.
 */
export const RunningAfterReload: Story = {
  args: {
    store: createActiveTasksStore({
      batches: [
        {
          batchId: 'batch-running',
          projectKey: 'none',
          count: 1,
          type: 'image',
          templateId: 'text_to_image_v1',
          promptText: 'A paper boat on a puddle',
          estimatedMs: 20_000,
          cells: [{ kind: 'placeholder', id: 'placeholder-1', taskId: 'task-running' }],
        },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('pending-preview', {}, { timeout: 5000 })).toHaveTextContent('A paper boat on a puddle');
    const tiles = await strip(canvas);
    await expect(within(tiles.getAllByRole('listitem')[0]!).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(tiles.getAllByRole('listitem').length).toBeGreaterThanOrEqual(21));
  },
};

/**
 * A tile is 112 px wide, too narrow for four buttons: it offers one menu with every action instead, by pointer
 * and by keyboard, and nothing it shows is cut off.
 */
export const NarrowTileActions: Story = {
  play: async ({ canvas }) => {
    const tiles = await strip(canvas);
    // The second creation: the first is a favorite already.
    const second = (await waitFor(() => tiles.getAllByRole('listitem')[1]!)) as HTMLElement;
    const tile = within(second);
    await expect(tile.queryByRole('button', { name: 'Download' })).toBeNull();
    tile.getByRole('button', { name: samplePrompts[1]! }).focus();
    await userEvent.tab();
    const more = tile.getByRole('button', { name: 'More actions' });
    await expect(more).toHaveFocus();
    // Every control the tile shows lies inside it.
    const bounds = second.getBoundingClientRect();
    for (const button of tile.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left >= bounds.left && box.right <= bounds.right && box.bottom <= bounds.bottom).toBe(true);
    }
    await userEvent.keyboard('{Enter}');
    const menu = within(await body.findByRole('menu', {}, { timeout: 5000 }));
    for (const action of ['Remix', 'Upscale', 'Variations', 'Outpaint', 'Inpaint', 'Add to favorites', 'Download']) {
      await expect(menu.getByRole('menuitem', { name: action })).toBeInTheDocument();
    }
    await userEvent.click(menu.getByRole('menuitem', { name: 'Add to favorites' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // The creation is a favorite now: its menu offers the way back.
    await userEvent.click(more);
    await expect(await body.findByRole('menuitem', { name: 'Remove from favorites' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** A failed run takes the preview with its reason; Try again runs the form again, which brings a new placeholder. */
export const FailedTryAgain: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.me({ user_tier: 'Plus', settings: { show_failed_tasks: true } }), ...failedScenario());
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Prompt/ }, { timeout: 5000 }), 'A lighthouse at dusk');
    await userEvent.click(canvas.getByTestId('generate-button'));
    const failed = within(await canvas.findByTestId('failed-preview', {}, { timeout: 15_000 }));
    await expect(failed.getByRole('alert')).toHaveTextContent('The generation provider did not answer in time.');
    // What the run held came back when it failed.
    await expect(failed.getByRole('alert')).toHaveTextContent('points refunded.');
    await userEvent.click(failed.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByTestId('pending-preview', {}, { timeout: 5000 })).toBeVisible();
    // Both runs are in the strip, the new one first.
    await waitFor(async () => expect((await strip(canvas)).getAllByRole('listitem')[1]).toHaveTextContent('Failed'));
  },
};

/** On a phone the finished picture keeps its shape and the column's width; the column scrolls to it. */
export const PhoneFinished: Story = {
  globals: phone,
  beforeEach: ({ msw }) => {
    msw.use(...completeScenario());
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Prompt/ }, { timeout: 5000 }), 'A lighthouse at dusk');
    await userEvent.click(canvas.getByTestId('generate-button'));
    const picture = within(await canvas.findByTestId('result-preview', {}, { timeout: 10_000 })).getByRole('img');
    // The results column scrolls to the picture; the page itself stays where it was.
    picture.scrollIntoView({ block: 'end' });
    window.scrollTo(0, 0);
    const { width, height } = picture.getBoundingClientRect();
    // The mocked result is square: as tall as it is wide, and nearly the column's width.
    await expect(Math.abs(width - height)).toBeLessThan(2);
    await expect(width).toBeGreaterThan(300);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await preview(canvas)).toHaveTextContent(samplePrompts[0]!);
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'أحدث إبداعاتك' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'عرض الكل في المعرض' }, { timeout: 5000 })).toBeVisible();
    await expect(await preview(canvas)).toHaveTextContent(generatedMediaAt(0).prompt_text);
  },
};

export const ArabicPhone: Story = {
  globals: { ...arabic, ...phone },
  play: async ({ canvas }) => {
    await expect(await preview(canvas)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
