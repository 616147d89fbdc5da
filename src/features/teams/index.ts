export { TeamPage } from './components/team-detail/team-page';
export type { TeamPageProps } from './components/team-detail/team-page';
export { TeamsPage } from './components/teams-list/teams-page';
