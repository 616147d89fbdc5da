import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';
import { pointsOf, proOwner } from './team-steps';

/** Three browsers and a generation share a busy machine here: each step may take longer than the usual 10 s to show. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = strings('en');
const ar = strings('ar');

const teamPoints = (page: Page) => page.getByTestId('team-points');
const members = (page: Page) => page.getByRole('list', { name: t('teams.detail.membersList') });

async function invite(page: Page, email: string, role: 'member' | 'admin') {
  await page.getByRole('button', { name: t('teams.detail.invite') }).click();
  const dialog = page.getByRole('dialog', { name: t('teams.invite.title') });
  await dialog.getByRole('textbox', { name: t('teams.invite.email') }).fill(email);
  if (role === 'admin') {
    await dialog.getByRole('button', { name: new RegExp(t('teams.invite.role')) }).click();
    await page.getByRole('option', { name: t('teams.role.admin') }).click();
  }
  await dialog.getByRole('button', { name: t('teams.invite.submit') }).click();
  await expect(dialog.getByText(t('teams.invite.sent', { email }))).toBeVisible();
  // Team dialogs close 1.5 s after success.
  await expect(dialog).toBeHidden();
}

test('three users: the owner invites, one declines and is invited again, the pool pays a member’s generation, roles and removal are enforced', async ({
  page,
  browser,
  request,
  isMobile,
  baseURL,
}) => {
  test.skip(isMobile, 'One journey of three people is enough; the phone layout of the team pages is checked by their stories.');
  test.setTimeout(600_000);

  // Three people: the owner on Pro (teams need it), two who will join.
  const owner = await proOwner(page, request, baseURL!, 'owner');
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signIn(adminPage, request, 'admin');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signIn(memberPage, request, 'member');

  // The owner creates the team.
  await page.goto('/teams');
  await page.getByRole('button', { name: t('teams.create.button') }).click();
  const create = page.getByRole('dialog', { name: t('teams.create.title') });
  await create.getByRole('textbox', { name: t('teams.create.name') }).fill('  Night Crew  ');
  await create.getByRole('button', { name: t('teams.create.submit') }).click();
  await expect(create).toBeHidden();
  await page.getByRole('link', { name: /Night Crew/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night Crew' })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('teams.detail.onlyYou') })).toBeVisible();
  const teamUrl = page.url();
  const teamId = teamUrl.split('/').pop()!;

  // Two invitations: the admin-to-be as Admin, the member as Member; both wait in Pending Invitations.
  await invite(page, admin.email, 'admin');
  await invite(page, member.email, 'member');
  const pending = page.getByRole('region', { name: t('teams.detail.pendingInvitations') });
  await expect(pending).toContainText(admin.email);
  await expect(pending).toContainText(member.email);

  // The admin-to-be declines on /teams; the owner invites them again.
  await adminPage.goto('/teams');
  await adminPage.getByRole('button', { name: t('teams.invitations.declineLabel', { team: 'Night Crew' }) }).click();
  await expect(adminPage.getByText(t('teams.invitations.declined'))).toBeVisible();
  await page.reload();
  await expect(pending).not.toContainText(admin.email);
  await invite(page, admin.email, 'admin');

  // This time they accept from the notification centre: the invitation's card offers Accept.
  await adminPage.goto('/workshop/default');
  await adminPage.getByRole('button', { name: /^Notifications/ }).click();
  const centre = adminPage.getByRole('dialog', { name: t('shell.notifications.title') });
  await expect(centre.getByText(/invited you to join the team Night Crew/).first()).toBeVisible();
  await centre
    .getByRole('button', { name: t('shell.notifications.accept') })
    .first()
    .click();
  await expect(adminPage.getByText(t('teams.invitations.accepted', { team: 'Night Crew' }))).toBeVisible();
  await adminPage.keyboard.press('Escape');

  // The member accepts on /teams, and the team is theirs to choose as a workspace.
  await memberPage.goto('/teams');
  await memberPage.getByRole('button', { name: t('teams.invitations.acceptLabel', { team: 'Night Crew' }) }).click();
  await expect(memberPage.getByRole('link', { name: /Night Crew/ })).toBeVisible();

  // The owner fills the pool: 20 of their points move, one ledger entry on each side.
  await page.reload();
  await expect(page.getByRole('heading', { name: t('teams.detail.membersOfMax', { current: 3, count: 10 }) })).toBeVisible();
  const ownerBefore = await pointsOf(request, owner.token);
  await page.getByRole('button', { name: t('teams.detail.transfer') }).click();
  const transfer = page.getByRole('dialog', { name: t('teams.transfer.title') });
  await transfer.getByRole('textbox', { name: t('teams.transfer.amount') }).fill('20');
  await transfer.getByRole('button', { name: t('teams.transfer.submit') }).click();
  await expect(transfer.getByText(t('teams.transfer.done', { count: 20, amount: 20 }))).toBeVisible();
  await expect(teamPoints(page)).toHaveText('20');
  expect(await pointsOf(request, owner.token)).toBe(ownerBefore - 20);

  // The member works in the team's workspace: the top bar shows the pool, and a generation is paid from it.
  const memberBefore = await pointsOf(request, member.token);
  await memberPage.goto('/workshop/text_to_image_v1');
  await memberPage.getByRole('button', { name: /Workspace/ }).click();
  await memberPage.getByRole('option', { name: 'Night Crew' }).click();
  await expect(memberPage.getByTestId('points-balance')).toContainText(t('shell.teamPoints', { count: 20, points: 20 }));
  await memberPage.getByRole('textbox', { name: 'Prompt' }).fill('A lighthouse at dusk');
  await memberPage.getByTestId('generate-button').click();
  await expect(memberPage.getByTestId('points-balance')).toContainText(t('shell.teamPoints', { count: 18, points: 18 }));
  await expect(memberPage.getByTestId('result-preview').locator('img')).toBeVisible({ timeout: 90_000 });
  expect(await pointsOf(request, member.token)).toBe(memberBefore);
  await page.reload();
  await expect(teamPoints(page)).toHaveText('18');

  // The admin makes the member an admin and back: an admin may change roles, but never the owner's.
  await adminPage.goto(teamUrl);
  await expect(members(adminPage).getByRole('button', { name: t('teams.detail.changeRole', { name: owner.username }) })).toBeDisabled();
  await members(adminPage)
    .getByRole('button', { name: t('teams.detail.changeRole', { name: member.username }) })
    .click();
  const changeRole = adminPage.getByRole('dialog', { name: t('teams.changeRole.title') });
  await changeRole.getByRole('button', { name: new RegExp(t('teams.invite.role')) }).click();
  await adminPage.getByRole('option', { name: t('teams.role.admin') }).click();
  await changeRole.getByRole('button', { name: t('teams.changeRole.submit') }).click();
  await expect(changeRole).toBeHidden();
  await memberPage.goto(teamUrl);
  await expect(memberPage.getByRole('button', { name: t('teams.detail.invite') })).toBeVisible();
  // The server refuses what the member's role does not allow, however it is asked.
  const asMember = { authorization: `Bearer ${member.token}` };
  expect((await request.delete(`/api/v1/teams/${teamId}`, { headers: asMember })).status()).toBe(403);
  expect((await request.post(`/api/v1/teams/${teamId}/transfer-points`, { headers: asMember, data: { amount: 1 } })).status()).toBe(403);

  // The owner removes the member: their next look at the team says Access Revoked and leads back to /teams.
  await page.reload();
  await members(page)
    .getByRole('button', { name: t('teams.detail.remove', { name: member.username }) })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('teams.confirm.removeConfirm') })
    .click();
  await expect(members(page)).not.toContainText(member.username);
  expect((await request.get(`/api/v1/teams/${teamId}`, { headers: asMember })).status()).toBe(403);
  await memberPage.reload();
  const revoked = memberPage.getByRole('alertdialog', { name: t('teams.accessRevoked.title') });
  await expect(revoked).toContainText(t('teams.accessRevoked.message'));
  await revoked.getByRole('button', { name: t('teams.errorDialog.ok') }).click();
  await expect(memberPage).toHaveURL(/\/teams$/);
  await expect(memberPage.getByRole('button', { name: /Workspace/ })).toContainText(t('shell.workspace.personal'));
  await memberContext.close();

  // The admin leaves, in Arabic; the owner deletes the team and the pool's points come back to them.
  await adminPage.evaluate(() => localStorage.setItem('language', 'ar'));
  await adminPage.goto(teamUrl);
  await adminPage.getByRole('button', { name: ar('teams.detail.leave') }).click();
  await adminPage
    .getByRole('alertdialog')
    .getByRole('button', { name: ar('teams.confirm.leaveConfirm') })
    .click();
  await expect(adminPage).toHaveURL(/\/teams$/);
  await expect(adminPage.getByText(ar('teams.empty'))).toBeVisible();
  await adminContext.close();

  const ownerBeforeDelete = await pointsOf(request, owner.token);
  await page.reload();
  await page.getByRole('button', { name: t('teams.detail.delete') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('teams.confirm.deleteConfirm') })
    .click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByText(t('teams.empty'))).toBeVisible();
  expect(await pointsOf(request, owner.token)).toBe(ownerBeforeDelete + 18);
});
