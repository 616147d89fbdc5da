import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createI18n, loadLanguage, type Language, type Translations } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { createMemoryRouter, whenInitialized } from '../../lib/router';
import { App } from '../app';
import { routes } from '../router';

/**
 * The app's markup for `path` as a visitor without a session sees it in `language`, made at build time
 * (scripts/build/prerender-pages.ts) so that the page's HTML paints it before any JavaScript runs; the browser
 * then hydrates it (main.tsx), rendering the same tree with the same inputs. Nothing here asks the network:
 * React Query does not fetch while rendering on the server, so the queries show their pending state, as they
 * do in the browser's first render.
 */
export async function prerenderPage(path: string, language: Language, translations: Translations): Promise<string> {
  const i18n = createI18n({ [language]: translations });
  const loaded = await loadLanguage(i18n, language, () => Promise.reject(new Error('The prerender loads no files.')));
  if (loaded.hasFailed) throw new Error(`No translations for ${language}.`);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await whenInitialized(router);
  const { prelude } = await prerender(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} router={router} language={loaded} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
