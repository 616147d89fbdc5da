import { route } from '../call-route.ts';
import type * as teamCalls from '../teams';

/** The browser's routes for the calls of contract/teams.ts; contract/browser.ts gathers them. */
export const listTeams = route<typeof teamCalls.listTeams>({ name: 'listTeams', method: 'get', path: '/teams' });
export const createTeam = route<typeof teamCalls.createTeam>({ name: 'createTeam', method: 'post', path: '/teams' });
export const getTeam = route<typeof teamCalls.getTeam>({ name: 'getTeam', method: 'get', path: '/teams/{id}' });
export const deleteTeam = route<typeof teamCalls.deleteTeam>({ name: 'deleteTeam', method: 'delete', path: '/teams/{id}' });
export const inviteTeamMember = route<typeof teamCalls.inviteTeamMember>({
  name: 'inviteTeamMember',
  method: 'post',
  path: '/teams/{id}/invite',
});
export const cancelTeamInvitation = route<typeof teamCalls.cancelTeamInvitation>({
  name: 'cancelTeamInvitation',
  method: 'delete',
  path: '/teams/{id}/invitations',
});
export const updateTeamMember = route<typeof teamCalls.updateTeamMember>({
  name: 'updateTeamMember',
  method: 'put',
  path: '/teams/{id}/members/{userId}',
});
export const removeTeamMember = route<typeof teamCalls.removeTeamMember>({
  name: 'removeTeamMember',
  method: 'delete',
  path: '/teams/{id}/members/{userId}',
});
export const leaveTeam = route<typeof teamCalls.leaveTeam>({ name: 'leaveTeam', method: 'delete', path: '/teams/{id}/leave' });
export const toggleTeamSeat = route<typeof teamCalls.toggleTeamSeat>({
  name: 'toggleTeamSeat',
  method: 'post',
  path: '/teams/{id}/members/{userId}/toggle-seat',
});
export const transferTeamPoints = route<typeof teamCalls.transferTeamPoints>({
  name: 'transferTeamPoints',
  method: 'post',
  path: '/teams/{id}/transfer-points',
});
export const listPendingTeamInvitations = route<typeof teamCalls.listPendingTeamInvitations>({
  name: 'listPendingTeamInvitations',
  method: 'get',
  path: '/invitations/pending',
});
export const acceptTeamInvitation = route<typeof teamCalls.acceptTeamInvitation>({
  name: 'acceptTeamInvitation',
  method: 'post',
  path: '/invitations/accept',
});
export const declineTeamInvitation = route<typeof teamCalls.declineTeamInvitation>({
  name: 'declineTeamInvitation',
  method: 'post',
  path: '/invitations/decline',
});
