import type { Meta } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { fn } from 'storybook/test';
import { shellHandlers } from '@mocks/handlers/shell.handlers';
import { useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { useSnapshot } from 'valtio';
import { routes } from '@/app/router';
import { ToastRegion } from '@/design-system';
import { SessionWatcher } from '@/app/session-watcher';
import { currentUserQueryOptions, sessionStore, startSession } from '@/domain/session';
import { AppShell, RoutePlaceholder, shellHrefs, type AppShellProps, type PlaceholderScreen } from '@/features/shell';

export const phone = { viewport: { value: 'phone', isRotated: false } };
export const smallPhone = { viewport: { value: 'smallPhone', isRotated: false } };
export const phoneLandscape = { viewport: { value: 'phoneLandscape', isRotated: false } };

const screenOfSection: Record<string, PlaceholderScreen> = {
  workshop: 'workshop',
  'ai-tools': 'aiTools',
  studio: 'studio',
  gallery: 'gallery',
  teams: 'teams',
  account: 'account',
};

export type ShellScreenProps = Omit<AppShellProps, 'currentPath' | 'hrefs' | 'onNavigate' | 'children'> & { initialPath?: string };

/**
 * The shell as a screen, with its links answered here instead of by the router (so a story can hand the
 * workspace selector a team, which the app's route cannot yet). Like the app's auth guard, it shows the shell
 * once the user has loaded; like the app, it renders the toast region beside it.
 */
export function ShellScreen(props: ShellScreenProps) {
  return (
    <>
      <ShellOnceSignedIn {...props} />
      <ToastRegion />
    </>
  );
}

function ShellOnceSignedIn({ initialPath = shellHrefs.workshop, ...props }: ShellScreenProps) {
  const [path, setPath] = useState(initialPath);
  const { token } = useSnapshot(sessionStore);
  const user = useQuery(currentUserQueryOptions(token));
  if (!user.isSuccess) return null;
  return (
    <AriaRouterProvider navigate={setPath}>
      <AppShell {...props} currentPath={path} hrefs={shellHrefs} onNavigate={setPath}>
        <RoutePlaceholder screen={screenOfSection[path.split('/')[1] ?? ''] ?? 'workshop'} />
      </AppShell>
      <output hidden data-testid="current-path">
        {path}
      </output>
    </AriaRouterProvider>
  );
}

/** The whole app's routes at `path`, in memory, with the session watcher the app mounts beside them. */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  const [pathname, setPathname] = useState(path);
  useEffect(() => router.subscribe((state) => setPathname(state.location.pathname)), [router]);
  return (
    <>
      <SessionWatcher />
      <RouterProvider router={router} />
      <output hidden data-testid="current-path">
        {pathname}
      </output>
    </>
  );
}

/**
 * What the App Shell's story files share: the shell as a screen for a signed-in user. Each file writes its own
 * `layout: 'fullscreen'`: spread in from here, the stories rendered with the padded layout.
 */
export const appShellMeta = {
  component: ShellScreen,
  args: { onLogout: fn() },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(...shellHandlers.signedIn());
  },
} satisfies Meta<typeof ShellScreen>;
