/**
 * The first time the browser lays out text it has not shown yet, it pays for it: the phone menu's
 * first opening took 40 to 80 ms of main thread on a phone (4x slowdown) where the next took 5 to
 * 10, most of it finding and loading the Japanese face for the language link's 日本語 on an
 * English page. So while the visitor is reading, once the page has painted, a hidden copy of what
 * a first tap shows (the menu, a biography) is laid out once and thrown away: the fonts and
 * shaped words stay ready, and the tap's own frame is short.
 */
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

function layOutOnce(element: Element): void {
  const copy = element.cloneNode(true) as HTMLElement;
  // Shown (a popover's and a closed dialog's own rules would hide it), never seen, never reached,
  // fetching nothing, and naming nothing that the page names.
  copy.removeAttribute('popover');
  if (copy instanceof HTMLDialogElement) copy.setAttribute('open', '');
  for (const image of copy.querySelectorAll('img')) image.remove();
  for (const named of [copy, ...copy.querySelectorAll('[id]')]) named.removeAttribute('id');
  copy.inert = true;
  copy.setAttribute('aria-hidden', 'true');
  copy.style.cssText = 'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none';
  document.body.append(copy);
  copy.getBoundingClientRect();
  copy.remove();
}

/** Lays out each of `elements` once, out of sight, one at a time when the page is idle. */
export function warmUp(elements: Iterable<Element>): void {
  const queue = [...elements];
  const next = () => {
    const element = queue.shift();
    if (!element) return;
    layOutOnce(element);
    whenIdle(next);
  };
  whenIdle(next);
}
