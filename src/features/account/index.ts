export { AccountPage } from './components/account-page';
export type { AccountPageProps } from './components/account-page';
