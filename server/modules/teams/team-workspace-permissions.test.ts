import { describe, expect, it } from 'vitest';
import { allCalls, type CallDefinition } from '../../../contract';
import { postForm, testPng, textToImage } from '../../test/generation';
import { SITE } from '../../test/billing';
import { projectsPath } from '../../test/projects';
import { expectRoles, people, type Check, type Scene } from '../../test/team-roles';
import { createTestApp, uniqueName } from '../../test/test-app';

/** Everyone who belongs may work in the team's workspace; outsiders, former members too, learn nothing of it. */
const inWorkspace = (success: number) => ({ stranger: 404, former: 404, member: success, admin: success, owner: success });

/** On a team's project its owner and admins act as the project's owner, members as editors (part 1 §6). */
const projectOwnersOnly = (success: number) => ({ stranger: 404, former: 404, member: 403, admin: success, owner: success });

/** A purchase for the team: only its owner or an admin may buy (a seat pack, since only seats are bought for a team). */
const buyingForTeam = (success: number) => ({ stranger: 404, former: 404, member: 403, admin: success, owner: success });

const workspace = (s: Scene) => `team_id=${s.teamId}`;

/**
 * What each role gets from each call that takes a team's workspace (`team_id`), part 1 §6. Keyed by the
 * contract's names and listed from it: a new call that takes a team_id fails the test until it is checked here.
 */
const checks: Record<string, Check> = {
  getTaskAllowance: {
    call: (t, s, actor) => t.get(`/api/v1/user/task-allowance?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  listServiceModels: {
    call: (t, s, actor) => t.get(`/api/v1/service-models?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  estimateWorkflowCost: {
    call: (t, s, actor) => t.post('/api/v1/workflows/cost', { ...textToImage(), team_id: s.teamId }, { token: actor.token }),
    expected: inWorkspace(200),
  },
  // The scene's team has bought a seat and given it to nobody, and its pool is empty: only the owner may spend
  // it, and is then told the pool cannot pay.
  runWorkflow: {
    call: (t, s, actor) => t.post('/api/v1/workflows/run', { ...textToImage(), team_id: s.teamId }, { token: actor.token }),
    expected: { stranger: 404, former: 404, member: 403, admin: 403, owner: 402 },
  },
  listGeneratedHistory: {
    call: (t, s, actor) => t.get(`/api/v1/generated-history?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  listHistoryFacets: {
    call: (t, s, actor) => t.get(`/api/v1/generated-history/facets?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  listQueueTasks: {
    call: (t, s, actor) => t.get(`/api/v1/tasks?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  listUploadedImages: {
    call: (t, s, actor) => t.get(`/api/v1/uploaded-images?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  listProjects: {
    call: (t, s, actor) => t.get(`${projectsPath}?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  createProject: {
    call: (t, s, actor) => t.post(projectsPath, { project_name: uniqueName('project'), team_id: s.teamId }, { token: actor.token }),
    expected: inWorkspace(201),
  },
  renameProject: {
    call: (t, s, actor) =>
      t.patch(`${projectsPath}/${s.teamProjectId}`, { project_name: 'Renamed', team_id: s.teamId }, { token: actor.token }),
    expected: projectOwnersOnly(200),
  },
  moveProjectItems: {
    call: (t, s, actor) =>
      t.post(
        `${projectsPath}/move`,
        { target_project_id: null, project_ids: [s.teamProjectId], content_ids: [], team_id: s.teamId },
        { token: actor.token },
      ),
    expected: projectOwnersOnly(200),
  },
  deleteProjectItems: {
    call: (t, s, actor) =>
      t.post(`${projectsPath}/delete`, { project_ids: [s.teamProjectId], content_ids: [], team_id: s.teamId }, { token: actor.token }),
    expected: projectOwnersOnly(200),
  },
  createCheckoutSession: {
    call: (t, s, actor) =>
      t.post(
        '/api/v1/billing/checkout-session',
        { price_id: 'seats-1-once', success_url: `${SITE}/billing?status=success`, cancel_url: `${SITE}/billing`, team_id: s.teamId },
        { token: actor.token },
      ),
    expected: buyingForTeam(200),
  },
  // Any member may see what the team pays for; only the owner or an admin may change it (changeSubscriptionPlan).
  listSubscriptions: {
    call: (t, s, actor) => t.get(`/api/v1/billing/subscriptions?${workspace(s)}`, { token: actor.token }),
    expected: inWorkspace(200),
  },
  submitManualPayment: {
    call: async (t, s, actor) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ plan_price_id: 'seats-1-once', payment_method: 'bank_transfer', team_id: s.teamId }))
        form.set(name, value);
      form.set('proof_file', new File([new Uint8Array(await testPng(40, 30))], 'receipt.png', { type: 'image/png' }));
      return postForm(t, '/api/v1/billing/manual-payments', form, actor.token);
    },
    expected: buyingForTeam(201),
  },
};

/** Whether a call's query or body declares a `team_id`: it then acts in the workspace it names. */
function takesTeam(call: CallDefinition): boolean {
  return [call.query, call.body].some((schema) => {
    const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
    return shape !== undefined && 'team_id' in shape;
  });
}

describe("a team's workspace, call by call and role by role", { timeout: 240_000 }, () => {
  it('covers every call of the contract that takes a team_id', () => {
    const workspaceCalls = allCalls.filter(takesTeam).map((call) => call.name);
    expect(Object.keys(checks).toSorted()).toEqual(workspaceCalls.toSorted());
  });

  it.each(Object.entries(checks))(
    '%s: members work in the workspace, outsiders and former members learn nothing of it',
    async (name, check) => {
      const t = await createTestApp();
      await expectRoles(t, name, check, await people(t));
    },
    90_000,
  );
});
