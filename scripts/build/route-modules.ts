import { listServiceModels } from '../../contract/routes/templates.ts';

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
  /** API GETs its first screen waits on, which the boot script starts with the session check. */
  requests?: string[];
}

const shell = 'src/app/routes/shell-layout-route.tsx';
const screen = (name: string) => `src/app/routes/${name}-route.tsx`;
const signedIn = (pattern: string, name: string, requests?: string[]): RouteModules => ({
  pattern,
  needsSession: true,
  modules: [shell, screen(name)],
  ...(requests ? { requests } : {}),
});
/** The template catalog: the workshop and the creative hub show nothing but skeletons until it arrives. */
const catalog = [listServiceModels.path];

export const routeModules: RouteModules[] = [
  { pattern: '/auth', needsSession: false, modules: [screen('auth')] },
  signedIn('/workshop/*', 'workshop', catalog),
  // '/' and '/workshop' redirect to the default template's workshop.
  signedIn('/', 'workshop', catalog),
  signedIn('/workshop', 'workshop', catalog),
  signedIn('/ai-tools', 'ai-tools', catalog),
  signedIn('/gallery', 'gallery'),
  signedIn('/studio', 'studio'),
  signedIn('/studio/*', 'project'),
  signedIn('/teams', 'teams'),
  signedIn('/teams/*', 'team'),
  signedIn('/account', 'account'),
  signedIn('/billing', 'billing'),
  signedIn('/billing/review', 'payment-review'),
  signedIn('/payment-portal', 'payment-portal'),
  { pattern: '**', needsSession: false, modules: [screen('not-found')] },
];
