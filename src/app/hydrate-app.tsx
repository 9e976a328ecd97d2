import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { isPageHandle } from './route-handle';
import { createRoutes } from './routes';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';

/**
 * Takes the prerendered page over (src/entry-client.ts loads this last). Before React touches
 * it, the matched page's code and catalogs are loaded, so the first render is identical to the
 * prerendered one. React then hydrates in a transition, a few milliseconds at a time, so a tap
 * made meanwhile is not kept waiting (src/boot.ts keeps the visitor's input from React until it is
 * done, so it never has to hydrate the whole page at once to deliver an event).
 */
export async function hydrateApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');

  const i18n = await createI18n({ detectPreference: true });
  const routes = createRoutes(i18n);
  const matches = matchRoutes(routes, window.location) ?? [];
  const page = matches.map((match) => match.route.handle as unknown).findLast(isPageHandle);
  await Promise.all([
    page ? ensureNamespaces(i18n, page.locale, ['common', ...page.page.namespaces]) : null,
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved: object = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  ]);

  // Every loader only loads catalogs, which are loaded above: tell the router so it renders now.
  const loaderData: Record<string, null> = {};
  for (const { route } of matches) {
    if (route.loader && route.id) loaderData[route.id] = null;
  }
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );

  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}
