/**
 * Boots the site in the browser (src/boot.ts loads it at the visitor's first sign of intent), in
 * steps short enough that a tap made meanwhile is answered at once: the full stylesheet goes in,
 * each library's code runs in a task of its own, with the browser free to handle input and paint
 * in between, and the app then takes the prerendered page over, part by part
 * (./app/hydrate-app.tsx).
 */

import { applyFullStylesheet } from './app/full-stylesheet';
import { keepInputUntilHydrated } from './app/keep-input-until-hydrated';

/** Lets the browser handle what the visitor does, and paint, before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

async function start(): Promise<void> {
  keepInputUntilHydrated();
  // The first page the app shows without a load is styled.
  await applyFullStylesheet();
  await nextTask();
  // Only libraries that are one module whole: a namespace import of the router (`import('…')`)
  // would keep every export of it in the build, about 40 kB gzip more, where the app's own named
  // imports let the bundler leave out what the site does not use.
  for (const load of [
    () => import('react'),
    () => import('react-dom/client'),
    () => import('i18next'),
  ]) {
    await load();
    await nextTask();
  }
  const { hydrateApp } = await import('./app/hydrate-app');
  await hydrateApp();
}

start().catch((error: unknown) => {
  console.error('The site failed to start:', error);
});
