import { expect as baseExpect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';
import { createTeamByApi, joinByApi, proOwner } from './team-steps';

/** Two browsers share a busy machine here: each step may take longer than the usual 10 s to show. */
const expect = baseExpect.configure({ timeout: 30_000 });

const t = strings('en');

test('the owner caps a member’s monthly budget; the member’s run over it is refused with the budget’s message', async ({
  page,
  browser,
  request,
  isMobile,
  baseURL,
}) => {
  test.skip(isMobile, 'The budget controls at phone width are checked by the member budget stories.');
  test.setTimeout(300_000);

  // Set-up through the API: the owner on Pro with a team and 20 points in its pool, a member who joined it.
  const owner = await proOwner(page, request, baseURL!, 'budget_owner');
  const teamId = await createTeamByApi(request, owner.token, 'Budget Crew');
  const memberPage = await (await browser.newContext()).newPage();
  const member = await signIn(memberPage, request, 'budget_member');
  await joinByApi(request, owner.token, teamId, member);
  const transferred = await request.post(`/api/v1/teams/${teamId}/transfer-points`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { amount: 20 },
  });
  expect(transferred.ok()).toBe(true);

  // The owner gives the member a cap of 1 point a month on the team's page.
  await page.goto(`/teams/${teamId}`);
  await page.getByRole('button', { name: t('teams.budget.setFor', { name: member.username }) }).click();
  const dialog = page.getByRole('dialog', { name: t('teams.budget.memberTitle') });
  await dialog.getByRole('textbox', { name: t('teams.budget.cap') }).fill('1');
  await dialog.getByRole('button', { name: t('teams.budget.submit') }).click();
  await expect(dialog.getByText(t('teams.budget.saved'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-budget').last()).toHaveText(t('teams.budget.usage', { spent: 0, cap: 1 }));

  // The member, in the team's workspace, sees what is left beside the pool; a 2-point run is refused before sending.
  await memberPage.goto('/workshop/text_to_image_v1');
  await memberPage.getByRole('button', { name: /Workspace/ }).click();
  await memberPage.getByRole('option', { name: 'Budget Crew' }).click();
  await expect(memberPage.getByTestId('points-budget-left')).toHaveText(t('shell.budgetLeft', { left: 1 }));
  await memberPage.getByRole('textbox', { name: 'Prompt' }).fill('A lighthouse at dusk');
  await expect(memberPage.getByText(t('generation.errors.memberBudgetExceeded'))).toBeVisible();
  await expect(memberPage.getByTestId('generate-button')).toBeDisabled();

  // The server refuses the same run however it is sent, and the pool keeps its points.
  const run = await request.post('/api/v1/workflows/run', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      template_id: 'text_to_image_v1',
      user_inputs: { USER_PROMPT: 'A lighthouse at dusk' },
      user_params: { main: { width: 512, height: 512 } },
      team_id: teamId,
    },
  });
  expect(run.status()).toBe(402);
  expect(await run.json()).toMatchObject({ code: 'member_budget_exceeded', message: t('apiErrors.member_budget_exceeded') });
  await page.reload();
  await expect(page.getByTestId('team-points')).toHaveText('20');
});
