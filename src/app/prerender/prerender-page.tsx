import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { User } from '@contract/browser';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { createI18n, loadLanguage, type Language, type Translations } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createMemoryRouter, whenInitialized } from '@/lib/router';
import { App } from '../app';
import { routes } from '../router';

/** Who a prerendered page is for: a visitor without a session, or a member whose session the page will check. */
export type Audience = 'guest' | 'member';

/**
 * Stands in for the member a frame is drawn for. The frame shows nothing of the user (the shell's points, teams
 * and the screen's own data show their loading state), so none of these values reaches the page.
 */
const memberStandIn: User = {
  id: '',
  username: '',
  display_name: '',
  email: '',
  points_balance: 0,
  user_tier: 'Free',
  settings: { show_failed_tasks: false },
  is_staff: false,
};

/**
 * The app's markup for `path` in `language`, made at build time (scripts/build/prerender-pages.ts) so that the
 * page's HTML paints it before any JavaScript runs; the browser then hydrates it (start-app.tsx), rendering the
 * same tree. Nothing here asks the network: React Query does not fetch while rendering on the server, so the
 * queries show their loading state, as they do in the browser's first render. A member's page is drawn with the
 * session check already passed, as the browser hydrates it only then.
 */
export async function prerenderPage(path: string, language: Language, translations: Translations, audience: Audience): Promise<string> {
  const i18n = createI18n({ [language]: translations });
  const loaded = await loadLanguage(i18n, language, () => Promise.reject(new Error('The prerender loads no files.')));
  if (loaded.hasFailed) throw new Error(`No translations for ${language}.`);
  const queryClient = createQueryClient();
  sessionStore.token = audience === 'member' ? 'prerendered' : null;
  if (audience === 'member') queryClient.setQueryData(currentUserQueryOptions(sessionStore.token).queryKey, memberStandIn);
  try {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    await whenInitialized(router);
    const { prelude } = await prerender(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} router={router} language={loaded} />
      </StrictMode>,
    );
    return await new Response(prelude).text();
  } finally {
    sessionStore.token = null;
  }
}
