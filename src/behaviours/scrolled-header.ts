/**
 * The header's scrolled style (docs/behaviour.md §4.5): `data-scrolled="true"` on the site header
 * while the window is scrolled more than `headerScrollThreshold` pixels. The boot script installs
 * it, so it holds from the first scroll whether the app has loaded or not; the app renders the
 * header without the attribute and leaves it to this.
 */

/** The client's threshold: scrolled more than 50 px (exactly 50 is not more). */
export const headerScrollThreshold = 50;

export function installScrolledHeader(): void {
  let header: HTMLElement | null = null;
  const update = () => {
    // The app may render the header anew (the dev server renders it only once the app runs).
    if (!header?.isConnected) header = document.querySelector<HTMLElement>('.site-header');
    if (!header) return;
    const scrolled = String(scrollY > headerScrollThreshold);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  // The first look waits for the first frame. Reading `scrollY` makes the browser lay the page out
  // there and then, and as a page loads, this script runs when the parser finishes, often before
  // the last of the page has been laid out: reading it here was a layout pass of its own before
  // the first paint. In the frame, the layout it needs is the one the frame makes anyway, and a
  // page that opens scrolled (to an anchor, where it was) shows the style from its first frame.
  requestAnimationFrame(update);
  addEventListener('scroll', update, { passive: true });
}
