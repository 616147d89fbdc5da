export { TeamDetailPageView } from './components/team-detail/team-detail-page-view';
export type { TeamDetailPageViewProps, TeamLoad } from './components/team-detail/team-detail-page-view';
export { TeamsPageView } from './components/teams-list/teams-page-view';
export type { TeamsLoad, TeamsPageViewProps } from './components/teams-list/teams-page-view';
