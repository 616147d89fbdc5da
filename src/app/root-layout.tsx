import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

/** Lets React Aria links and menu items navigate inside the app instead of reloading the page. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
