import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, createActiveUser, signIn } from './api-helpers';
import { strings } from './support';
import { buyPro, createTeamByApi } from './team-steps';

const t = strings('en');

/** An owner on Pro with a team, both made through the API, who invites `email` to it as a set-up step. */
async function inviteToNewTeam(request: APIRequestContext, baseURL: string, email: string, teamName: string) {
  const owner = await createActiveUser(request, 'inviter');
  const ownerToken = await apiLogin(request, owner);
  await buyPro(request, ownerToken, baseURL);
  const teamId = await createTeamByApi(request, ownerToken, teamName);
  const invited = await request.post(`/api/v1/teams/${teamId}/invite`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { email, role: 'member' },
  });
  expect(invited.status()).toBe(201);
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
  await inviteToNewTeam(request, baseURL!, user.email, 'Lantern Guild');

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
