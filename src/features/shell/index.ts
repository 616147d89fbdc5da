export { AppShell } from './app-shell';
export type { AppShellProps } from './app-shell';
export { shellHrefs } from './navigation/shell-hrefs';
export { LoadingScreen } from './screens/loading-screen';
export { NotFoundPage } from './screens/not-found-page';
export { RoutePlaceholder } from './screens/route-placeholder';
export type { PlaceholderScreen } from './screens/route-placeholder';
export { resetSidePanel } from './state/side-panel-store';
export type { WorkspaceTeam } from './top-bar/workspace-selector';
