export { AppShell } from './components/app-shell';
export { LoadingScreen } from './components/loading-screen';
export { NotFoundPage } from './components/not-found-page';
export { WorkshopPlaceholder } from './components/workshop-placeholder';
