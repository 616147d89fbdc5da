import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { fetchEarly, forgetEarlyRequests, releaseHeldInput } from '@/lib/boot';
import { type I18n, type LanguageLoadResult, loadLanguage, readLanguagePreference, syncLanguageCookie } from '@/lib/i18n';
import { type Router, whenInitialized } from '@/lib/router';
import { App } from './app';

interface StartOptions {
  container: HTMLElement;
  i18n: I18n;
  queryClient: QueryClient;
  router: Router;
}

/** The attributes the build puts on a prerendered page's <html>: the language of its markup, and whom it fits. */
const PRERENDERED = 'data-prerendered';
const PRERENDERED_FOR = 'data-prerendered-for';
/** Set by the boot script when the prerendered page does not fit the visitor (scripts/build/prerender-template.ts). */
const STALE = 'data-prerender-stale';

/**
 * What a prerendered page's hydration waits for, so its first render draws exactly what the build did: the
 * language file and the route's modules, and on a member's page the session check, which the build drew as
 * passed. Null when the check fails: the app then renders afresh and the session watcher ends the session.
 */
async function readyToHydrate(
  i18n: I18n,
  queryClient: QueryClient,
  router: Router,
  isForMember: boolean,
): Promise<LanguageLoadResult | null> {
  const sessionChecked = isForMember
    ? queryClient.fetchQuery(currentUserQueryOptions(sessionStore.token)).then(
        () => true,
        () => false,
      )
    : Promise.resolve(true);
  const [language, isSignedIn] = await Promise.all([
    loadLanguage(i18n, readLanguagePreference(), fetchEarly),
    sessionChecked,
    whenInitialized(router),
  ]);
  return isSignedIn ? language : null;
}

/** How long after the app's first render its calls may still take what the boot script fetched. */
const EARLY_REQUESTS_KEPT_MS = 10_000;

/**
 * Once the app's first render has committed, replays what the visitor did on the drawn page; just after that commit,
 * as an event React receives during a commit cannot hydrate the part of the page it lands in. It wraps the app
 * rather than sitting beside it: a sibling would fork React's tree ids, so that every useId differed from the
 * build's and hydration kept ids (a menu's trigger's, say) that the app no longer pointed at.
 */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    queueMicrotask(releaseHeldInput);
    // The first screen asks for its data within moments of its first render (a page rendered afresh: once the
    // session check is in); what the boot script fetched beyond that is not handed over later as fresh.
    const forgetting = setTimeout(forgetEarlyRequests, EARLY_REQUESTS_KEPT_MS);
    return () => clearTimeout(forgetting);
  }, []);
  return children;
}

/**
 * Renders the app into `container`. A prerendered page that fits the visitor (its language, and a session or none
 * as it was drawn for) is hydrated once ready, and stays on screen as it is meanwhile. Otherwise the app renders
 * afresh, starting with the loading screen, in place of whatever the HTML held.
 */
export async function startApp({ container, i18n, queryClient, router }: StartOptions): Promise<void> {
  const html = document.documentElement;
  syncLanguageCookie();
  if (html.hasAttribute(PRERENDERED) && !html.hasAttribute(STALE)) {
    const language = await readyToHydrate(i18n, queryClient, router, html.getAttribute(PRERENDERED_FOR) === 'member');
    if (language) {
      // As a transition, hydration yields to the browser every few milliseconds instead of taking the page over in
      // one long task (a second at Lighthouse's 4x slower CPU on /gallery): the drawn page stays as it is meanwhile,
      // and what the visitor does on it is held until the first commit (lib/boot/held-input.ts).
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <TakenOver>
              <App i18n={i18n} queryClient={queryClient} router={router} language={language} />
            </TakenOver>
          </StrictMode>,
        );
      });
      return;
    }
    html.setAttribute(STALE, '');
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
      <TakenOver>
        <App i18n={i18n} queryClient={queryClient} router={router} />
      </TakenOver>
    </StrictMode>,
  );
}
