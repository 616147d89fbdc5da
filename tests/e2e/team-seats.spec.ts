import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';
import { createTeamByApi, joinByApi, proOwner } from './team-steps';

/** Two browsers and a sandbox checkout share a busy machine here: each step may take longer than the usual 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = strings('en');

const seats = (page: Page) => page.getByTestId('team-seats');
const seatOf = (page: Page, name: string) => page.getByRole('switch', { name: t('teams.detail.seatFor', { name }) });
/** Presses a member's seat switch where a pointer does: on its drawn track (the input itself is visually hidden). */
const toggleSeat = (page: Page, name: string) => page.locator('label', { has: seatOf(page, name) }).click();

test('the owner buys a seat for the team in the sandbox and gives it to a member; a second seat is refused until one is free', async ({
  page,
  browser,
  request,
  isMobile,
  baseURL,
}) => {
  test.skip(isMobile, 'The seat controls at phone width are checked by the team stories.');
  test.setTimeout(300_000);

  // Set-up through the API: the owner on Pro with a team, two members who joined it.
  const owner = await proOwner(page, request, baseURL!, 'seat_owner');
  const teamId = await createTeamByApi(request, owner.token, 'Seat Crew');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signIn(memberPage, request, 'seat_member');
  const other = await signIn(await (await browser.newContext()).newPage(), request, 'seat_other');
  await joinByApi(request, owner.token, teamId, member);
  await joinByApi(request, owner.token, teamId, other);

  // No seats yet: the team's page offers the way to buy them.
  await page.goto(`/teams/${teamId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seat Crew' })).toBeVisible();
  await expect(page.getByText(t('teams.detail.noSeats'))).toBeVisible();
  await expect(seatOf(page, member.username)).toHaveCount(0);

  // Seats are bought in the team's workspace: switch to it, choose 1 Seat and pay in the sandbox.
  await page.getByRole('button', { name: /Workspace/ }).click();
  await page.getByRole('option', { name: 'Seat Crew' }).click();
  await page.goto('/billing');
  await page
    .getByRole('article', { name: '1 Seat', exact: true })
    .getByRole('button', { name: t('billing.buyNow') })
    .click();
  await expect(page).toHaveURL(/\/payment-portal$/);
  await expect(page.getByTestId('portal-plan-name')).toHaveText('1 Seat');
  await page.getByRole('button', { name: t('billing.portal.payInSandbox') }).click();
  await expect(page).toHaveURL(/\/api\/v1\/billing\/sandbox\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/billing\?status=success$/);
  await expect(page.getByText(t('billing.successTitle'))).toBeVisible();

  // The team now has one seat, none given.
  await page.goto(`/teams/${teamId}`);
  await expect(seats(page)).toHaveText(t('teams.detail.seats', { used: 0, purchased: 1 }));

  // The owner gives it to the member: the switch and the count follow the server's answer, and stay after a reload.
  await toggleSeat(page, member.username);
  await expect(seatOf(page, member.username)).toBeChecked();
  await expect(seats(page)).toHaveText(t('teams.detail.seats', { used: 1, purchased: 1 }));
  await page.reload();
  await expect(seatOf(page, member.username)).toBeChecked();
  await expect(seats(page)).toHaveText(t('teams.detail.seats', { used: 1, purchased: 1 }));
  await memberPage.goto(`/teams/${teamId}`);
  await expect(memberPage.getByText(t('teams.detail.youHaveSeat'))).toBeVisible();

  // Every seat is taken: the server refuses a second, the page says why and the switch stays off.
  await toggleSeat(page, other.username);
  const refused = page.getByRole('alertdialog', { name: t('teams.errorDialog.title') });
  await expect(refused).toContainText(t('apiErrors.no_seats_available'));
  await refused.getByRole('button', { name: t('teams.errorDialog.ok') }).click();
  await expect(seatOf(page, other.username)).not.toBeChecked();
  await page.reload();
  await expect(seatOf(page, other.username)).not.toBeChecked();

  // The seat is taken back and given to the other member instead, each step surviving a reload.
  await toggleSeat(page, member.username);
  await expect(seatOf(page, member.username)).not.toBeChecked();
  await expect(seats(page)).toHaveText(t('teams.detail.seats', { used: 0, purchased: 1 }));
  await toggleSeat(page, other.username);
  await expect(seatOf(page, other.username)).toBeChecked();
  await page.reload();
  await expect(seatOf(page, member.username)).not.toBeChecked();
  await expect(seatOf(page, other.username)).toBeChecked();
  await expect(seats(page)).toHaveText(t('teams.detail.seats', { used: 1, purchased: 1 }));
  await memberPage.reload();
  await expect(memberPage.getByText(t('teams.detail.youHaveSeat'))).toBeHidden();
  await memberContext.close();
});
