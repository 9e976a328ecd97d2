/**
 * The one script every page loads at first, and all it loads: a few hundred bytes.
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
 * The page paints from the CSS inlined into it; the full stylesheet (for the states the app adds:
 * an open menu, a dialog) downloads without blocking that paint and applies once the page has
 * loaded (scripts/inline-critical-css.ts leaves it in a template).
 */
function applyFullStylesheet(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-full-stylesheet]',
  )) {
    document.head.append(template.content.cloneNode(true));
    template.remove();
  }
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
  void import('./entry-client');
}

if (document.readyState === 'complete') applyFullStylesheet();
else addEventListener('load', applyFullStylesheet, { once: true });

// Without prerendered HTML (the dev server), there is nothing to show until the app renders.
if (!document.getElementById('root')?.firstElementChild) {
  boot();
} else {
  for (const type of intentEvents) addEventListener(type, boot, { capture: true, passive: true });
}
