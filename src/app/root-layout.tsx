import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from '@/lib/router';
import { DocumentTitle } from './document-title';

/** Lets React Aria links and menu items navigate inside the app instead of reloading the page, and names the page in the tab. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    // React Aria calls useHref as a hook inside its provider, which is why it is passed, not called, here.
    // oxlint-disable-next-line react/hooks
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <DocumentTitle />
      <Outlet />
    </AriaRouterProvider>
  );
}
