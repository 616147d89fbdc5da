import { getTaskAllowance } from '../../contract/routes/account.ts';
import { listGeneratedHistory } from '../../contract/routes/media.ts';
import { listNotifications } from '../../contract/routes/notifications.ts';
import { getPointsBalance } from '../../contract/routes/points.ts';
import { listPendingProjectInvitations, listProjects } from '../../contract/routes/projects.ts';
import { listPendingTeamInvitations, listTeams } from '../../contract/routes/teams.ts';
import { listServiceModels } from '../../contract/routes/templates.ts';
import { notificationLimits } from '../../contract/values.ts';
import { generationLimits } from '../../src/domain/generation/rules/constants.ts';
import type { EarlyApiRequest } from '../../src/lib/boot/early-boot.ts';

/**
 * Which lazy route modules (src/app/router.tsx) a first visit to each path loads: the boot script preloads them
 * as the HTML arrives, and `npm run bench` weighs them. `route-modules.test.ts` fails when the router gains a
 * route module that is missing here.
 */
export interface RouteModules {
  /** The path; `*` stands for one segment, `**` for any path no other pattern matches. */
  pattern: string;
  /** Signed-in routes render inside the shell layout, behind the session check. */
  needsSession: boolean;
  modules: string[];
  /**
   * Lazy parts the screen starts loading as soon as its module runs (the workshop's panel and results, which wait
   * only for the catalog): preloaded with the route's modules, and counted in its first load when the build groups
   * modules into chunks, so that what they share with other screens does not come in those screens' chunks.
   */
  eagerParts?: string[];
  /** API GETs its first screen makes, which the boot script starts with the session check. */
  requests?: EarlyApiRequest[];
}

/** What a first visit loads at once: the route's modules and the lazy parts its screen starts at once. */
export const loadedAtOnce = (route: { modules: string[]; eagerParts?: string[] }): string[] => [
  ...route.modules,
  ...(route.eagerParts ?? []),
];

const shell = 'src/app/routes/shell-layout-route.tsx';
const screen = (name: string) => `src/app/routes/${name}-route.tsx`;
/**
 * What the shell asks for on every signed-in screen, as the app's calls write it (its top bar's points and task
 * allowance, the notifications' first page, the invitations, the projects and teams of the workspace switcher): started
 * by the boot script, they are no longer started together in the long task that follows hydration. The first-load
 * journey checks that the app takes each of them.
 */
const shellRequests: EarlyApiRequest[] = [
  { path: getPointsBalance.path, workspace: 'personal' },
  { path: getTaskAllowance.path, workspace: 'scoped' },
  { path: `${listNotifications.path}?page=1&limit=${notificationLimits.pageSize}`, workspace: 'any' },
  { path: listPendingTeamInvitations.path, workspace: 'any' },
  { path: listPendingProjectInvitations.path, workspace: 'any' },
  { path: listProjects.path, workspace: 'scoped' },
  { path: listTeams.path, workspace: 'any' },
];
const signedIn = (pattern: string, name: string, requests: EarlyApiRequest[] = [], eagerParts?: string[]): RouteModules => ({
  pattern,
  needsSession: true,
  modules: [shell, screen(name)],
  ...(eagerParts ? { eagerParts } : {}),
  requests: [...requests, ...shellRequests],
});
/** The workshop's panel and results (src/features/workshop/components/workshop-page.tsx preloads them). */
const loadedWorkshop = ['src/features/workshop/components/loaded-workshop.tsx'];
/** The template catalog: the workshop and the creative hub show nothing but skeletons until it arrives. */
const catalog: EarlyApiRequest[] = [{ path: listServiceModels.path, workspace: 'scoped' }];
/** The workshop's recent creations, beside its results, in the workspace (no project or other filter). */
const recentCreations: EarlyApiRequest = {
  path: `${listGeneratedHistory.path}?per_page=${generationLimits.projectHistoryPageSize}`,
  workspace: 'scoped',
};
/** What the workshop's first screen asks for: the catalog, and the recent creations beside its results. */
const workshopRequests = [...catalog, recentCreations];
/** A first page of creations, as the gallery and My Studio ask for it. */
const history = (query: string): EarlyApiRequest => ({
  path: `${listGeneratedHistory.path}?per_page=${generationLimits.galleryPageSize}&${query}`,
  workspace: 'scoped',
});

export const routeModules: RouteModules[] = [
  { pattern: '/auth', needsSession: false, modules: [screen('auth')] },
  signedIn('/workshop/*', 'workshop', workshopRequests, loadedWorkshop),
  // '/' and '/workshop' redirect to the default template's workshop.
  signedIn('/', 'workshop', workshopRequests, loadedWorkshop),
  signedIn('/workshop', 'workshop', workshopRequests, loadedWorkshop),
  signedIn('/ai-tools', 'ai-tools', catalog),
  signedIn('/gallery', 'gallery', [history('with_total=true'), ...catalog]),
  signedIn('/studio', 'studio', [history('project_id=unassigned')]),
  signedIn('/studio/*', 'project'),
  signedIn('/teams', 'teams'),
  signedIn('/teams/*', 'team'),
  signedIn('/account', 'account'),
  signedIn('/billing', 'billing'),
  signedIn('/billing/review', 'payment-review'),
  signedIn('/payment-portal', 'payment-portal'),
  { pattern: '**', needsSession: false, modules: [screen('not-found')] },
];
