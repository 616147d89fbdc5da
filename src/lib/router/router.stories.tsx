import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createMemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useHref,
  useSearchParams,
  type RouteObject,
} from '.';

/** The app's own router (src/lib/router) over a small route table, in memory; its unit tests cover the logic. */

/** Links as React Aria's RouterProvider draws them: their address comes from useHref. */
function Links() {
  return (
    <nav aria-label="Links">
      <a href={useHref('mailto:sales@studio.example?subject=Hello')}>Write to sales</a>
      <a href={useHref('tel:+15550100')}>Call</a>
      <a href={useHref('https://other.example/pricing')}>Pricing elsewhere</a>
      <a href={useHref('edit')}>Edit</a>
    </nav>
  );
}

function Frame() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = useMatches().findLast((match) => match.handle !== undefined)?.handle;
  return (
    <div>
      <nav aria-label="Routes">
        <button onClick={() => void navigate('/items/b', { state: { note: 'carried' } })}>Item b</button>
        <button onClick={() => void navigate('/slow')}>Slow</button>
        <button onClick={() => void navigate('/broken')}>Broken</button>
        <button onClick={() => void navigate('/throws')}>Throws</button>
        <button onClick={() => void navigate(-1)}>Back</button>
      </nav>
      <Links />
      <p data-testid="shown-path">{pathname}</p>
      <p data-testid="title">{String(title ?? '')}</p>
      <Outlet />
    </div>
  );
}

function Item() {
  const { itemId } = useParams();
  const tab = useSearchParams().get('tab');
  const { state } = useLocation();
  const note = (state as { note?: string } | null)?.note ?? 'none';
  return <h2>{`Item ${itemId} · tab ${tab ?? 'none'} · note ${note}`}</h2>;
}

function Throws(): never {
  throw new Error('render failed');
}

/** A route module that loads when the story's 'Finish loading' button is pressed. */
function gatedModule() {
  const opener: { open?: () => void } = {};
  const gate = new Promise<void>((resolve) => (opener.open = resolve));
  const lazy = async () => {
    await gate;
    return { Component: () => <h2>Slow screen</h2> };
  };
  return { lazy, open: () => opener.open?.() };
}

function RouterDemo({ start }: { start: string }) {
  const [{ router, open }] = useState(() => {
    const slow = gatedModule();
    const routes: RouteObject[] = [
      {
        element: <Frame />,
        children: [
          {
            errorElement: <p role="alert">Route failed</p>,
            children: [
              { path: '/', element: <Navigate to="/items/a%20b?tab=x" replace /> },
              { path: '/items/:itemId', element: <Item />, handle: 'Item' },
              { path: '/slow', lazy: slow.lazy, handle: 'Slow' },
              { path: '/broken', lazy: () => Promise.reject(new Error('chunk gone')) },
              { path: '/throws', element: <Throws /> },
              { path: '*', element: <h2>Nowhere</h2> },
            ],
          },
        ],
      },
    ];
    return { router: createMemoryRouter(routes, { initialEntries: [start] }), open: slow.open };
  });
  const [path, setPath] = useState(router.state.location.pathname);
  useEffect(() => router.subscribe((state) => setPath(state.location.pathname)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <button onClick={open}>Finish loading</button>
      <output data-testid="router-path">{path}</output>
    </>
  );
}

const meta = {
  title: 'Lib/Router',
  component: RouterDemo,
  args: { start: '/' },
  parameters: { screenshot: false },
  tags: ['!autodocs'],
} satisfies Meta<typeof RouterDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RedirectParamsAndState: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Item a b · tab x · note none' })).toBeVisible();
    await expect(canvas.getByTestId('title')).toHaveTextContent('Item');
    await userEvent.click(canvas.getByRole('button', { name: 'Item b' }));
    await expect(await canvas.findByRole('heading', { name: 'Item b · tab none · note carried' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Item a b · tab x · note none' })).toBeVisible();
  },
};

export const SlowModuleKeepsTheScreen: Story = {
  args: { start: '/items/a' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Slow' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('heading', { name: 'Item a · tab none · note none' })).toBeVisible();
    await expect(canvas.getByTestId('shown-path')).toHaveTextContent('/items/a');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(await canvas.findByRole('heading', { name: 'Slow screen' })).toBeVisible();
    await expect(canvas.getByTestId('router-path')).toHaveTextContent('/slow');
    await expect(canvas.getByTestId('title')).toHaveTextContent('Slow');
  },
};

export const FailuresShowTheErrorElementUntilTheNextNavigation: Story = {
  args: { start: '/items/a' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Broken' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Route failed');
    await expect(canvas.getByTestId('shown-path')).toHaveTextContent('/broken');
    await userEvent.click(canvas.getByRole('button', { name: 'Item b' }));
    await expect(await canvas.findByRole('heading', { name: /^Item b/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Throws' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Route failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('heading', { name: /^Item b/ })).toBeVisible();
  },
};

export const UnknownPathMatchesTheCatchAll: Story = {
  args: { start: '/no/such/page/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nowhere' })).toBeVisible();
  },
};

/** A whole URL is the browser's: only a place in the app resolves against the current page. */
export const WholeUrlsStayAsWritten: Story = {
  args: { start: '/items/a' },
  play: async ({ canvas }) => {
    const links = within(await canvas.findByRole('navigation', { name: 'Links' }));
    await expect(links.getByRole('link', { name: 'Write to sales' })).toHaveAttribute('href', 'mailto:sales@studio.example?subject=Hello');
    await expect(links.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15550100');
    await expect(links.getByRole('link', { name: 'Pricing elsewhere' })).toHaveAttribute('href', 'https://other.example/pricing');
    await expect(links.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/items/a/edit');
  },
};
