import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchEarly } from '../lib/boot';
import { type I18n, loadLanguage, readLanguagePreference, syncLanguageCookie } from '../lib/i18n';
import { type Router, whenInitialized } from '../lib/router';
import { App } from './app';

interface StartOptions {
  container: HTMLElement;
  i18n: I18n;
  queryClient: QueryClient;
  router: Router;
}

/** The attribute the build puts on a prerendered page's <html>, naming the language its markup is in. */
const PRERENDERED = 'data-prerendered';
/** Set by the boot script when the prerendered page does not fit the visitor (scripts/build/prerender-template.ts). */
const STALE = 'data-prerender-stale';

/**
 * Renders the app into `container`. A prerendered page that fits the visitor (its language, no stored session) is
 * hydrated: its first render waits for the language file and the route's modules, so it renders exactly what the
 * build drew, and the page stays as it is meanwhile. Otherwise the app renders afresh, starting with the loading
 * screen, in place of whatever the HTML held.
 */
export async function startApp({ container, i18n, queryClient, router }: StartOptions): Promise<void> {
  const html = document.documentElement;
  syncLanguageCookie();
  if (html.hasAttribute(PRERENDERED) && !html.hasAttribute(STALE)) {
    const [language] = await Promise.all([loadLanguage(i18n, readLanguagePreference(), fetchEarly), whenInitialized(router)]);
    hydrateRoot(
      container,
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} router={router} language={language} />
      </StrictMode>,
    );
    return;
  }
  // The boot screen takes the prerendered markup's place until React's first commit replaces it.
  const standby = document.querySelector('.boot-screen-standby');
  if (standby) {
    standby.classList.remove('boot-screen-standby');
    container.replaceChildren(standby);
  }
  html.removeAttribute(STALE);
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
