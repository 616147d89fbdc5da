import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createActiveUser, signIn } from './api-helpers';
import { strings, uniqueUser } from './support';
import { buyPro, createTeamByApi } from './team-steps';

const t = strings('en');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An owner on Pro with a team, made through the API as a set-up step; answers the owner's token and the team's id. */
async function ownerWithTeam(request: APIRequestContext, baseURL: string, teamName: string) {
  const owner = await createActiveUser(request, 'inviter');
  const token = await apiLogin(request, owner);
  await buyPro(request, token, baseURL);
  return { token, teamId: await createTeamByApi(request, token, teamName) };
}

async function inviteToTeam(request: APIRequestContext, owner: { token: string; teamId: string }, email: string) {
  const invited = await request.post(`/api/v1/teams/${owner.teamId}/invite`, {
    headers: bearer(owner.token),
    data: { email, role: 'member' },
  });
  expect(invited.status()).toBe(201);
}

/** The owner shares a new project of theirs with `email`, as a set-up step. */
async function inviteToProject(request: APIRequestContext, ownerToken: string, email: string, projectName: string) {
  const created = await request.post('/api/v1/projects', { headers: bearer(ownerToken), data: { project_name: projectName } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await request.post(`/api/v1/projects/${id}/share`, { headers: bearer(ownerToken), data: { email, permission: 'editor' } });
  expect(shared.status()).toBe(201);
}

/** Opens the notification centre from the bell and answers the panel. */
async function openCentre(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const centre = page.getByRole('dialog', { name: t('shell.notifications.title') });
  await expect(centre).toBeVisible();
  return centre;
}

/** The invitation's notification in the open centre: its message is the link. */
const invitationLink = (centre: Locator) => centre.getByRole('link', { name: /invited you to join the team Lantern Guild/ });

test('a notification’s link goes where it says, by mouse and by keyboard, and closes the panel', async ({ page, request, baseURL }) => {
  const user = await signIn(page, request, 'notice_link');
  await inviteToTeam(request, await ownerWithTeam(request, baseURL!, 'Lantern Guild'), user.email);

  await page.goto('/gallery');
  let centre = await openCentre(page);
  await invitationLink(centre).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('heading', { level: 1, name: t('shell.screens.teams.title') })).toBeVisible();
  await expect(centre).toBeHidden();
  // The panel's history entry is gone with it: Back returns to the page the panel was opened on.
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery$/);

  await page.goto('/account');
  centre = await openCentre(page);
  await invitationLink(centre).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teams$/);
  await expect(centre).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/account$/);
});

/** Each of the three lists the bell polls, asked `count` times. */
const times = (count: number) => ({ notifications: count, teamInvitations: count, projectInvitations: count });

test('the bell counts invitations waiting for an answer, and each list is asked once a minute', async ({ page, request, baseURL }) => {
  // Invited before they sign up, so no notification announces either invitation: only the invitations do.
  const user = uniqueUser('invitee');
  const owner = await ownerWithTeam(request, baseURL!, 'Harbor Lights');
  await inviteToTeam(request, owner, user.email);
  await inviteToProject(request, owner.token, user.email, 'Tide Charts');
  await createActiveUser(request, 'invitee', user);
  const token = await apiLogin(request, user);
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);

  const asked = { notifications: 0, teamInvitations: 0, projectInvitations: 0 };
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/api/v1/notifications') asked.notifications += 1;
    if (pathname === '/api/v1/invitations/pending') asked.teamInvitations += 1;
    if (pathname === '/api/v1/project-invitations/pending') asked.projectInvitations += 1;
  });
  await page.clock.install();
  await page.goto('/gallery');

  await expect(page.getByRole('button', { name: t('shell.notifications.openWithUnread', { count: 2 }) })).toBeVisible();
  await expect.poll(() => ({ ...asked })).toEqual(times(1));
  await page.clock.runFor(60_000);
  await expect.poll(() => ({ ...asked })).toEqual(times(2));

  // The open panel reads what the bell polled, and asks nothing more of its own.
  const centre = await openCentre(page);
  await expect(centre.getByTestId('team-invitation-card')).toContainText('Harbor Lights');
  await expect(centre.getByTestId('project-invitation-card')).toContainText('Tide Charts');
  await page.clock.runFor(60_000);
  await expect.poll(() => ({ ...asked })).toEqual(times(3));
});
