import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { teams } from '../db/schema';
import { projectsPath } from './projects';
import { createTeamAs, invite, joinTeam, teamPath } from './teams';
import { uniqueName, type TestApp, type TestResponse } from './test-app';
import { signedInUser, type SignedInUser } from './users';

/**
 * The people and the team the permission tests act in, one fresh team per check and role, so that what one
 * call changes (a member removed, the team deleted) never decides another's answer.
 */

/** A stranger never belonged; a former member was removed; the others are the team's roles. */
type Role = 'stranger' | 'former' | 'member' | 'admin' | 'owner';
const roles: Role[] = ['stranger', 'former', 'member', 'admin', 'owner'];

/**
 * A fresh team for one check: the owner, an admin, a member, a third member to act on, a removed former member,
 * one purchased seat (nobody seated), a pending invitation to an address, a pending invitation to a user (the
 * invitee), and a project in the team's workspace.
 */
export interface Scene {
  teamId: string;
  teamName: string;
  users: Record<Role, SignedInUser>;
  third: SignedInUser;
  invitee: SignedInUser;
  invitedEmail: string;
  teamProjectId: string;
}

/** One call made by each role, and the status each must get. */
export interface Check {
  call: (t: TestApp, scene: Scene, actor: SignedInUser) => Promise<TestResponse>;
  expected: Record<Role, number>;
}

export const at = (s: Scene, rest = '') => teamPath(s.teamId, rest);

async function scene(t: TestApp, users: Record<Role, SignedInUser>, third: SignedInUser, invitee: SignedInUser): Promise<Scene> {
  const team = await createTeamAs(t, users.owner, uniqueName('team'));
  await joinTeam(t, users.owner, users.admin, team, 'admin');
  await joinTeam(t, users.owner, users.member, team);
  await joinTeam(t, users.owner, third, team);
  await joinTeam(t, users.owner, users.former, team);
  const removed = await t.delete(teamPath(team.id, `/members/${users.former.userId}`), { token: users.owner.token });
  if (removed.status !== 200) throw new Error(`Removing the former member answered ${removed.status}`);
  await t.deps.db.update(teams).set({ purchasedSeats: 1 }).where(eq(teams.id, team.id));
  const invitedEmail = `${uniqueName('invited')}@example.com`;
  await invite(t, users.owner, team.id, invitedEmail);
  await invite(t, users.owner, team.id, invitee.email);
  const project = await t.post<{ id: string }>(
    projectsPath,
    { project_name: uniqueName('team project'), team_id: team.id },
    { token: users.owner.token },
  );
  if (project.status !== 201) throw new Error(`Creating the team's project answered ${project.status}`);
  return { teamId: team.id, teamName: team.team_name, users, third, invitee, invitedEmail, teamProjectId: project.body.id };
}

/** The five roles (all on Pro, so any may create a team), the third member and the invitee. */
export async function people(t: TestApp) {
  const users = {
    stranger: await signedInUser(t, { tier: 'Pro' }),
    former: await signedInUser(t, { tier: 'Pro' }),
    member: await signedInUser(t, { tier: 'Pro' }),
    admin: await signedInUser(t, { tier: 'Pro' }),
    owner: await signedInUser(t, { tier: 'Pro' }),
  };
  return { users, third: await signedInUser(t), invitee: await signedInUser(t) };
}

/** Makes the call as each role in a fresh scene; a refusal names nothing of the team to someone outside it. */
export async function expectRoles(t: TestApp, name: string, check: Check, everyone: Awaited<ReturnType<typeof people>>) {
  for (const role of roles) {
    const s = await scene(t, everyone.users, everyone.third, everyone.invitee);
    const answer = await check.call(t, s, everyone.users[role]);
    expect(answer.status, `${name} as ${role}: ${JSON.stringify(answer.body)}`).toBe(check.expected[role]);
    if (answer.status === 404 || answer.status === 403) {
      expect(JSON.stringify(answer.body), `${name} as ${role}`).not.toContain(s.teamName);
    }
  }
}
