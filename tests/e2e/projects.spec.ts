import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { deleteProjectFromMenu, strings } from './support';

const t = strings('en');

const sidebar = (page: Page) => page.getByRole('region', { name: t('projects.sidebar.label') });
/** A project's entry in the sidebar: its type icon's name (when it has no thumbnail), its name, its count. */
const entryName = (name: string) => new RegExp(`(^|\\s)${name} \\d+ items?$`);

async function createProject(page: Page, name: string) {
  await sidebar(page)
    .getByRole('button', { name: t('projects.sidebar.newProject') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('projects.create.title') });
  await dialog.getByRole('textbox', { name: t('projects.create.name') }).fill(name);
  await dialog.getByRole('button', { name: t('projects.create.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(sidebar(page).getByRole('button', { name: entryName(name) })).toBeVisible();
}

/** The invitee answers the invitation the spec's way outside the notification centre: by its token, as the mail says. */
async function acceptInvitation(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  let invitation: { token: string } | undefined;
  await expect
    .poll(async () => {
      const answer = (await (await request.get('/api/v1/project-invitations/pending', { headers })).json()) as {
        invitations: Array<{ token: string }>;
      };
      invitation = answer.invitations[0];
      return invitation;
    })
    .toBeTruthy();
  const accepted = await request.post('/api/v1/project-invitations/accept', { headers, data: { token: invitation!.token } });
  expect(accepted.ok()).toBe(true);
  return ((await accepted.json()) as { project_id: string }).project_id;
}

/** The projects a user sees (their own and those shared with them), through the API. */
async function visibleProjects(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/v1/projects', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { projects: Array<{ id: string; project_name: string }> }).projects;
}

test('two users: nested projects, sharing as viewer then editor, removal ends access, delete', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  // The sidebar lives in the side panel, which phones replace with the bottom bar: this journey is a desktop one.
  test.skip(isMobile, 'The project sidebar is a desktop panel.');
  // Two browsers and some forty steps: a machine shared by several test runs takes minutes over them.
  test.setTimeout(300_000);
  const owner = await signIn(page, request, 'owner');
  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: t('studio.title') })).toBeVisible();

  // Nested projects: one in the sidebar, one inside it from the studio.
  await createProject(page, 'Summer Campaign');
  await sidebar(page)
    .getByRole('button', { name: t('projects.sidebar.actions', { name: 'Summer Campaign' }) })
    .click();
  await page.getByRole('menuitem', { name: t('projects.menu.openInStudio') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Campaign' })).toBeVisible();
  const projectUrl = page.url();
  await page
    .getByRole('main')
    .getByRole('button', { name: t('studio.newProject') })
    .click();
  const create = page.getByRole('dialog', { name: t('projects.create.title') });
  await create.getByRole('textbox', { name: t('projects.create.name') }).fill('Posters');
  await create.getByRole('button', { name: t('projects.create.submit') }).click();
  await expect(page.getByRole('button', { name: t('studio.open', { name: 'Posters' }) })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: entryName('Posters') })).toBeVisible();

  // Share the campaign with a second user as a viewer.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  const second = await signIn(invitee, request, 'invitee');
  await page
    .getByRole('button', { name: t('projects.sidebar.actions', { name: 'Summer Campaign' }) })
    .last()
    .click();
  await page.getByRole('menuitem', { name: t('projects.menu.share') }).click();
  const share = page.getByRole('dialog', { name: t('projects.share.title') });
  await share.getByRole('textbox', { name: t('projects.share.email') }).fill(second.email);
  await share.getByRole('button', { name: t('projects.share.submit') }).click();
  await expect(share.getByRole('region', { name: t('projects.share.invitations') })).toContainText(second.email);
  await share.getByRole('button', { name: t('designSystem.close') }).click();
  await expect(share).toBeHidden();

  const projectId = await acceptInvitation(request, second.token);
  expect(projectUrl).toContain(projectId);
  await invitee.goto('/studio');
  await expect(sidebar(invitee).getByRole('heading', { name: t('projects.sidebar.groupShared') })).toBeVisible();
  await invitee.goto(`/studio/${projectId}`);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Summer Campaign' })).toBeVisible();
  // A viewer cannot change it.
  await expect(invitee.getByRole('main').getByRole('button', { name: t('studio.newProject') })).toBeDisabled();

  // The owner makes them an editor: they may add to it now.
  await page
    .getByRole('button', { name: t('projects.sidebar.actions', { name: 'Summer Campaign' }) })
    .last()
    .click();
  await page.getByRole('menuitem', { name: t('projects.menu.share') }).click();
  const people = share.getByRole('region', { name: t('projects.share.people') });
  await people.getByRole('button', { name: new RegExp(t('projects.share.permissionOf', { name: second.username })) }).click();
  await page.getByRole('option', { name: t('projects.share.editor') }).click();
  await expect(people.getByRole('button', { name: new RegExp(t('projects.share.permissionOf', { name: second.username })) })).toContainText(
    t('projects.share.editor'),
  );
  await invitee.reload();
  await expect(invitee.getByRole('main').getByRole('button', { name: t('studio.newProject') })).toBeEnabled();

  // Removed, their access ends at once.
  await people.getByRole('button', { name: t('projects.share.remove', { name: second.username }) }).click();
  await page.getByRole('button', { name: t('projects.share.removeConfirm') }).click();
  await expect(people).not.toContainText(second.username);
  await share.getByRole('button', { name: t('designSystem.close') }).click();
  await expect(share).toBeHidden();
  await invitee.reload();
  await expect(invitee.getByRole('alert')).toContainText(t('studio.loadFailed'));
  await inviteeContext.close();

  // Shared with them again, then deleted: the campaign and the project inside it are gone for both users.
  const shareAgain = await request.post(`/api/v1/projects/${projectId}/share`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: second.email, permission: 'viewer' },
  });
  expect(shareAgain.status()).toBe(201);
  await acceptInvitation(request, second.token);
  const postersId = (await visibleProjects(request, owner.token)).find((project) => project.project_name === 'Posters')?.id;
  expect(postersId).toBeTruthy();
  for (const token of [owner.token, second.token]) {
    expect((await visibleProjects(request, token)).map((project) => project.id)).toEqual(expect.arrayContaining([projectId, postersId]));
  }
  await page.goto(projectUrl);
  await expect(sidebar(page).getByRole('button', { name: entryName('Summer Campaign') })).toBeVisible();
  await deleteProjectFromMenu(page, t, 'Summer Campaign');
  await expect(page).toHaveURL(/\/studio$/);
  await expect(sidebar(page).getByRole('button', { name: entryName('(Summer Campaign|Posters)') })).toHaveCount(0);
  for (const token of [owner.token, second.token]) {
    const ids = (await visibleProjects(request, token)).map((project) => project.id);
    expect(ids).not.toContain(projectId);
    expect(ids).not.toContain(postersId);
    for (const id of [projectId, postersId]) {
      const content = await request.get(`/api/v1/projects/${id}/content`, { headers: { authorization: `Bearer ${token}` } });
      expect(content.status()).toBe(404);
    }
  }
});

/** Ticks a creation's box in the studio's list view, from the keyboard (the box's input is drawn over). */
async function selectRow(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name: t('studio.select', { name }) });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** A project made through the API, as another device of the same user would make it. */
async function apiProject(request: APIRequestContext, token: string, name: string, parentId: string | null = null) {
  const answer = await request.post('/api/v1/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { project_name: name, parent_id: parentId },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { id: string }).id;
}

/** One creation generated into a project on the embedded local provider, once it is finished. */
async function generateInto(request: APIRequestContext, token: string, projectId: string, prompt: string) {
  const headers = { authorization: `Bearer ${token}` };
  const run = await request.post('/api/v1/workflows/run', {
    headers,
    data: {
      template_id: 'text_to_image_v1',
      user_inputs: { USER_PROMPT: prompt },
      user_params: { main: { numberResults: 1 } },
      project_id: projectId,
    },
  });
  expect(run.ok()).toBe(true);
  const [task] = ((await run.json()) as { tasks: Array<{ task_id: string }> }).tasks;
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/tasks/${task?.task_id}`, { headers })).json()) as { status: string }).status, {
      timeout: 90_000,
    })
    .toBe('complete');
}

test('creations generated into a project move to another project and to the root, and outlive a deleted project', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'Selecting by checkbox in the list view is the desktop way; phones select by long press.');
  test.setTimeout(300_000);
  const { token } = await signIn(page, request, 'mover');
  const drafts = await apiProject(request, token, 'Drafts');
  const finals = await apiProject(request, token, 'Finals');
  await generateInto(request, token, drafts, 'a lighthouse at dusk');
  await generateInto(request, token, drafts, 'a fox in the snow');

  await page.goto(`/studio/${drafts}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  await page.getByRole('radio', { name: t('studio.list') }).click();
  await selectRow(page, 'a lighthouse at dusk');
  await selectRow(page, 'a fox in the snow');
  await page
    .getByRole('toolbar', { name: t('studio.selected', { count: 2 }) })
    .getByRole('button', { name: t('studio.move') })
    .click();
  const move = page.getByRole('dialog', { name: t('projects.move.titleMany', { count: 2 }) });
  await move.getByRole('option', { name: 'Finals' }).click();
  await move.getByRole('button', { name: t('projects.move.submit') }).click();
  await expect(move).toBeHidden();
  await expect(page.getByText(t('studio.empty'))).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: entryName('Finals') })).toHaveAccessibleName(/2 items$/);

  // One of them on to the root.
  await page.goto(`/studio/${finals}`);
  await page.getByRole('radio', { name: t('studio.list') }).click();
  await selectRow(page, 'a fox in the snow');
  await page
    .getByRole('toolbar', { name: t('studio.selected', { count: 1 }) })
    .getByRole('button', { name: t('studio.move') })
    .click();
  const moveOne = page.getByRole('dialog', { name: t('projects.move.title', { name: 'a fox in the snow' }) });
  await moveOne.getByRole('option', { name: t('projects.move.root') }).click();
  await moveOne.getByRole('button', { name: t('projects.move.submit') }).click();
  await expect(moveOne).toBeHidden();
  await expect(page.getByRole('button', { name: /^a fox in the snow/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^a lighthouse at dusk/ })).toBeVisible();

  // Deleting Finals keeps the creation inside it, unassigned: the gallery still has both.
  await deleteProjectFromMenu(page, t, 'Finals');
  await expect(page).toHaveURL(/\/studio$/);
  const history = (await (
    await request.get('/api/v1/generated-history?per_page=20&project_id=unassigned', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { history: Array<{ prompt_text: string }> };
  expect(history.history.map((item) => item.prompt_text).toSorted()).toEqual(['a fox in the snow', 'a lighthouse at dusk']);

  // Rename Asset from the creation's menu: the new name labels it, and still does after a reload.
  await page.getByRole('radio', { name: t('studio.list') }).click();
  await page.getByRole('button', { name: t('projects.sidebar.actions', { name: 'a lighthouse at dusk' }) }).click();
  await page.getByRole('menuitem', { name: t('projects.menu.rename') }).click();
  const rename = page.getByRole('dialog', { name: t('projects.rename.titleAsset') });
  const newName = rename.getByRole('textbox', { name: t('projects.rename.name') });
  await expect(newName).toHaveValue('a lighthouse at dusk');
  await newName.fill('Lighthouse, final');
  await rename.getByRole('button', { name: t('projects.rename.submit') }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('button', { name: /^Lighthouse, final/ })).toBeVisible();
  await page.reload();
  await page.getByRole('radio', { name: t('studio.list') }).click();
  await expect(page.getByRole('button', { name: /^Lighthouse, final/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^a lighthouse at dusk/ })).toHaveCount(0);
});
