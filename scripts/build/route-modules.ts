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
}

const shell = 'src/app/routes/shell-layout-route.tsx';
const screen = (name: string) => `src/app/routes/${name}-route.tsx`;
const signedIn = (pattern: string, name: string): RouteModules => ({ pattern, needsSession: true, modules: [shell, screen(name)] });

export const routeModules: RouteModules[] = [
  { pattern: '/auth', needsSession: false, modules: [screen('auth')] },
  signedIn('/workshop/*', 'workshop'),
  // '/' and '/workshop' redirect to the default template's workshop.
  signedIn('/', 'workshop'),
  signedIn('/workshop', 'workshop'),
  signedIn('/ai-tools', 'ai-tools'),
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
