/**
 * The one script every page runs at first, and all it runs: a few kilobytes, written into each
 * page by the build (scripts/inline-boot-script.ts), so the first paint waits for no request.
 *
 * The prerendered HTML is the page: its text, links, images and hero video work without any
 * JavaScript, so it shows as fast as a hand-written page. The app (React, the router, i18next,
 * about 120 kB) loads when the visitor first shows intent: moves or presses the pointer, touches,
 * presses a key, focuses something, or scrolls. A button press or form submission made while the
 * app loads is held and replayed once the app has taken the page over, and text typed meanwhile
 * is handed to the form, so nothing the visitor does is lost. Links need no app: they simply load
 * the next prerendered page.
 */
import '@/styles/global.css';
import '@/styles/pages.css';

/**
 * The app's entry module. The build writes the hashed file's address in place of the marker
 * (the boot script runs inline, so a relative import would resolve against the page's address),
 * and the bundler does not follow this import: the app is an entry of its own, sharing no chunk
 * with this script.
 */
const appEntry = import.meta.env.DEV ? '/src/entry-client.tsx' : '/__APP_ENTRY__';

const intentEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** What the visitor asked for while the app was loading, to do again once it is ready. */
let pending: (() => void) | null = null;

/** Holds a button press or a submission until the app can act on it. */
function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault();
    pending = () => target.requestSubmit();
    return;
  }
  const button = target?.closest<HTMLElement>('button, [role="button"], summary');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  pending = () => button.click();
}

/**
 * Text typed before the app took over is on screen but not in the form's state: tell the app, as
 * typing would (React reads an `input` event whose value differs from the one it last saw).
 */
function handOverTypedText(): void {
  const fields = [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea',
    ),
  ]
    .map((field) => ({ field, typed: field.value }))
    .filter(({ field, typed }) => typed !== field.defaultValue);
  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    .map((box) => ({ box, checked: box.checked }))
    .filter(({ box, checked }) => checked !== box.defaultChecked);
  // Read everything first: the app re-renders the form after each field it is told about.
  for (const { field, typed } of fields) {
    // Through the app's own tracking first (so it sees a change), then the element's own setter.
    field.value = field.defaultValue;
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', typed, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const { box, checked } of boxes) {
    box.checked = !checked;
    box.click();
  }
}

function whenHydrated(callback: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * The page paints from the CSS inlined into it, which covers everything the prerendered HTML
 * shows. The full stylesheet (for the states only the app makes: an open menu, a dialog) is
 * added when the app boots, so a first visit fetches nothing but the page itself before it
 * paints (scripts/inline-critical-css.ts leaves the stylesheet in a template). It goes in as
 * `media="print"`, which blocks no paint, and switches to every medium when it has arrived.
 * Resolves once it has arrived (or failed: the app still works with the inlined CSS).
 */
function applyFullStylesheet(): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-full-stylesheet]',
  )) {
    for (const link of template.content.querySelectorAll('link')) {
      const sheet = document.importNode(link);
      const media = sheet.media;
      sheet.media = 'print';
      loads.push(
        new Promise((resolve) => {
          sheet.addEventListener(
            'load',
            () => {
              if (media) sheet.media = media;
              else sheet.removeAttribute('media');
              resolve();
            },
            { once: true },
          );
          sheet.addEventListener('error', () => resolve(), { once: true });
        }),
      );
      document.head.append(sheet);
    }
    template.remove();
  }
  return Promise.all(loads).then(() => undefined);
}

/**
 * What the page links only once it has painted: the web manifest, which is for adding the site
 * to a home screen and nothing on the page needs. Linked from the start, Chromium fetches it as
 * the page loads, and then an icon to judge whether the site can be installed: on these pages,
 * which load before they paint, that is ahead of the first paint, and Lighthouse's simulation of
 * a slow phone then counts both requests as if the paint had waited for them.
 */
function linkHeldBack(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-after-paint]',
  )) {
    document.head.append(template.content.cloneNode(true));
    template.remove();
  }
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

/** Fetches the app alongside the stylesheet, to run once the stylesheet is there. */
function preloadApp(): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = appEntry;
  document.head.append(link);
}

let booted = false;

function boot(): void {
  if (booted) return;
  booted = true;
  for (const type of intentEvents) removeEventListener(type, boot, true);
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  whenHydrated(() => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    handOverTypedText();
    const replay = pending;
    pending = null;
    replay?.();
  });
  linkHeldBack();
  preloadApp();
  // The app takes the page over only with its full stylesheet in place, so the first menu it
  // opens is styled.
  void applyFullStylesheet().then(() => import(/* @vite-ignore */ appEntry));
}

afterLoadAndPaint(linkHeldBack);

// Without prerendered HTML (the dev server), there is nothing to show until the app renders.
if (!document.getElementById('root')?.firstElementChild) {
  boot();
} else {
  for (const type of intentEvents) addEventListener(type, boot, { capture: true, passive: true });
}
