export type { TeamDetailPageViewProps, TeamLoad } from './components/team-detail/team-detail-page-view';
export { TeamPage } from './components/team-detail/team-page';
export type { TeamPageProps } from './components/team-detail/team-page';
export { TeamsPage } from './components/teams-list/teams-page';
export type { TeamsLoad, TeamsPageViewProps } from './components/teams-list/teams-page-view';
