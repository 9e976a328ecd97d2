/**
 * The one script every page runs at first, and all it runs: a few kilobytes, written into each
 * page by the build (scripts/inline-boot-script.ts), so the first paint waits for no request.
 * Each page's copy leaves out what its controls do not need (see the end).
 *
 * The prerendered HTML is the page: its text, links, images and hero video work without any
 * JavaScript, so it shows as fast as a hand-written page. Its controls answer the first tap, with
 * or without the app:
 * - HTML does what it can by itself: the phone menu is a popover its button opens, the Our
 *   Verticals list and the FAQ's answers are `<details>`, a leader's biography is a `<dialog>` its
 *   button opens (`commandfor`), the form checks its fields before it is sent.
 * - This script shows the form's own messages when a check fails (src/behaviours/form-messages.ts).
 * - This script makes the pause buttons toggle (src/behaviours/toggle-button.ts) and gives the
 *   header its scrolled style (src/behaviours/scrolled-header.ts).
 * - Once the page has painted, it fetches what HTML does not do (src/behaviours/after-paint.ts:
 *   the carousels, the dialogs' keyboard, menus that close when the visitor turns elsewhere); a
 *   press on a control that needs it, made before it is in place, is held and made again then.
 * The app (React, the router, i18next, about 130 kB) loads when the visitor first shows intent:
 * moves or presses the pointer, touches, presses a key, focuses something, or turns the wheel. It
 * loads in short steps (src/entry-client.ts) and takes the page over part by part. It renders
 * from the same attributes the behaviours change, so it takes the page over as the visitor left
 * it. A form sent before it is there says at once that it is sending, and is sent once it is.
 * Links need no app: they simply load the next prerendered page. The search page's results are
 * the app's work: opened with a query, it starts the app at once.
 */
import {
  afterPaintReadyEvent,
  heldControlsSelector,
  replayedPressAttribute,
} from '@/behaviours/after-paint-contract';
import { installFormMessages } from '@/behaviours/form-messages';
import { holdSubmission } from '@/behaviours/held-submission';
import { installScrolledHeader } from '@/behaviours/scrolled-header';
import { installToggleButtons } from '@/behaviours/toggle-button';

/**
 * The app's entry module and the after-paint behaviours. The build writes each hashed file's
 * address in place of its marker (the boot script runs inline, so a relative import would resolve
 * against the page's address), and nothing is bundled with this script but the behaviours it
 * installs itself.
 */
const appEntry = import.meta.env.DEV ? '/src/entry-client.ts' : '/__APP_ENTRY__';
const afterPaintEntry = import.meta.env.DEV
  ? '/src/behaviours/after-paint.ts'
  : '/__AFTER_PAINT_ENTRY__';

/**
 * The visitor's own input. Not `scroll` by itself: a page that opens scrolled (to an anchor, to
 * where it was) has not been touched, and a tap that follows is answered by the behaviours before
 * the app's start could get in its way; a scroll by hand comes with a wheel, touch or key event.
 */
const intentEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

const root = document.documentElement;

/**
 * What the page fetches only once it has painted: the web manifest, which is for adding the site
 * to a home screen and nothing on the page needs, and the after-paint behaviours. Linked from
 * the start, Chromium fetches the manifest (and then an icon, to judge whether the site can be
 * installed) as the page loads, which on these pages is before they paint, and Lighthouse's
 * simulation of a slow phone then counts those requests as if the paint had waited for them.
 */
let afterPaintRequested = false;

function fetchAfterPaint(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-after-paint]',
  )) {
    document.head.append(template.content.cloneNode(true));
    template.remove();
  }
  if (afterPaintRequested) return;
  afterPaintRequested = true;
  void import(/* @vite-ignore */ afterPaintEntry);
}

/**
 * Runs the callback once the page has loaded and its largest content has been painted; at load
 * where the browser cannot tell, and a few seconds after load at the latest (a page opened in a
 * background tab paints nothing until it is shown).
 */
function afterLoadAndPaint(callback: () => void): void {
  const afterLoad = () => {
    setTimeout(callback, 3000);
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      callback();
      return;
    }
    // Buffered: a paint made before load counts at once.
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

let booted = false;

/**
 * Starts the app: fetches it and the full stylesheet (which it applies before it takes the page
 * over, src/app/full-stylesheet.ts) and runs it. Only requests here, nothing the page must
 * restyle: this runs as the visitor's first tap lands, and the tap's answer comes first.
 */
function boot(): void {
  if (booted) return;
  booted = true;
  fetchAfterPaint();
  const stylesheet = document
    .querySelector<HTMLTemplateElement>('template[data-full-stylesheet]')
    ?.content.querySelector('link')?.href;
  for (const [rel, href] of [
    ['modulepreload', appEntry],
    ['preload', stylesheet],
  ] as const) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'preload') link.as = 'style';
    document.head.append(link);
  }
  // The page keeps working without it; a failed load (a dropped connection) may be tried again
  // by the next send of a form.
  import(/* @vite-ignore */ appEntry).catch(() => {
    booted = false;
  });
}

/**
 * The visitor's first sign of intent starts the app, but not in the event itself: a press is
 * answered first (the app is a second away on a phone either way).
 */
function bootSoon(): void {
  for (const type of intentEvents) removeEventListener(type, bootSoon, true);
  setTimeout(boot, 200);
}

/**
 * A press on a control whose behaviour comes after the paint, made before it has come, is held
 * and made again as soon as it has (it is fetched at once if it was not yet).
 */
function holdEarlyPresses(): void {
  const held = heldControlsSelector('commandForElement' in HTMLButtonElement.prototype);
  let pressed: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(held) : null;
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = control;
    fetchAfterPaint();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener(afterPaintReadyEvent, () => {
    document.removeEventListener('click', hold, true);
    pressed?.setAttribute(replayedPressAttribute, '');
    pressed?.click();
    pressed?.removeAttribute(replayedPressAttribute);
    pressed = null;
  });
}

/**
 * A form sent before the app has taken the page over (it has passed the browser's checks) says
 * at once that it is sending, its button disabled (src/behaviours/held-submission.ts), and the app
 * sends it, as it then stands, once it is there (src/features/enquiry, src/features/search).
 */
function holdSubmissions(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (root.dataset.hydrated === 'true' || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      holdSubmission(form);
      boot();
    },
    true,
  );
}

installScrolledHeader();
// What this copy of the script carries. The build writes into each page a copy without the
// behaviours its HTML has no control for (scripts/inline-boot-script.ts): without the presses'
// (pause buttons, carousel moves, dialog buttons) on a page with none of those, without the
// form's on a page with no form. Every byte of it is a byte of the page's first response. Unset
// (the dev server), it carries both.
if (import.meta.env.BOOT_PRESSES !== false) {
  installToggleButtons();
  holdEarlyPresses();
}
if (import.meta.env.BOOT_FORMS !== false) {
  installFormMessages();
  holdSubmissions();
}
afterLoadAndPaint(fetchAfterPaint);

// Without prerendered HTML (the dev server), there is nothing to show until the app renders; a
// search opened with its query (`?q=`, a shared link) shows results only the app can find.
if (
  !document.getElementById('root')?.firstElementChild ||
  (location.search && document.querySelector('[data-app-query]'))
) {
  boot();
} else {
  for (const type of intentEvents)
    addEventListener(type, bootSoon, { capture: true, passive: true });
}
