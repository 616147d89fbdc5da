import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { generateImage, generationTimeout } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

test('the queue shows what was generated, a cancelled task with its refund, and runs it again', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'queue');
  const authorization = { authorization: `Bearer ${token}` };
  // A creation through the workshop with the local provider.
  await generateImage(page, 'A paper lantern');

  // A second run, cancelled through the API the moment it is accepted: the refund comes back at once.
  const balanceBefore = (
    (await (await request.get('/api/v1/points/balance', { headers: authorization })).json()) as { points_balance: number }
  ).points_balance;
  const run = await request.post('/api/v1/workflows/run', {
    headers: authorization,
    data: { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: 'A quiet harbour' }, user_params: {} },
  });
  expect(run.ok(), await run.text()).toBe(true);
  const { tasks } = (await run.json()) as { tasks: Array<{ task_id: string; cost: number }> };
  const cancelled = await request.post(`/api/v1/tasks/${tasks[0]!.task_id}/cancel`, { headers: authorization });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  expect(await cancelled.json()).toMatchObject({ refunded: tasks[0]!.cost, new_balance: balanceBefore });

  // The queue opens from the top bar by keyboard.
  const button = page.getByRole('button', { name: t('queue.open') });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: t('queue.title') });
  const rows = panel.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(t('queue.cancelled'));
  await expect(rows.nth(0)).toContainText(`${tasks[0]!.cost} points refunded`);
  await expect(rows.nth(1)).toContainText(t('queue.complete'));

  // Retry runs the cancelled task again as it was; the new task joins the list and finishes.
  await rows
    .nth(0)
    .getByRole('button', { name: t('queue.retryTask', { template: 'Text to Image' }), exact: true })
    .click();
  await expect(page.getByText(t('queue.retried'))).toBeVisible();
  await expect(rows).toHaveCount(3, generationTimeout);
  await expect(panel.getByRole('row').filter({ hasText: t('queue.complete') })).toHaveCount(2, generationTimeout);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});
