/**
 * The home carousels' automatic advance (docs/behaviour.md §6.2): one clock for a carousel's
 * whole life on the page. The page's behaviour starts it from the load, before the app
 * (./carousel.ts); the app's carousel starts its own when it takes the carousel over
 * (src/components/carousel/carousel.tsx), from the moment the page's clock last moved, so the
 * period holds across the hand-over.
 *
 * The markup it reads, rendered by src/components/carousel/carousel.tsx:
 *   [data-carousel][data-autoplay-ms]   the carousel and its period
 *     button[aria-pressed]              the pause toggle (./toggle-button.ts flips it)
 *     [data-carousel-move]              previous and next: a press starts the period afresh
 *     .carousel__range                  a live region only while nothing moves by itself
 * It writes `data-autoplay-since` (the `performance.now()` of the last move or release) for the
 * clock that takes over.
 */

/** A carousel's clock. */
export interface Autoplay {
  /** Starts the period afresh: a press of previous or next, say. */
  restart(): void;
  stop(): void;
}

/** Starts a carousel's clock, which calls `advance` whenever the carousel is due to move. */
export type StartAutoplay = (
  carousel: HTMLElement,
  advance: () => void,
  options?: { since?: number },
) => Autoplay;

/**
 * Whether the carousel must stand still now: the visitor asks for reduced motion, pressed pause,
 * rests the pointer on it or has focus inside it, or the page is not on screen.
 */
function autoplayHeld(carousel: HTMLElement, reducedMotion: boolean): boolean {
  return (
    reducedMotion ||
    document.hidden ||
    carousel.querySelector('button[aria-pressed="true"]') !== null ||
    carousel.matches(':hover, :focus-within')
  );
}

/** When the page finished loading, on the clock of `performance.now()` (now if it has not). */
function loadedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now();
}

/**
 * When a clock that starts on a carousel counts its first period from: the last move or release
 * of the clock before it; else, for a carousel that came with the page, the page's load (it is
 * due every period from then); else (one the app has just rendered) now.
 */
export function autoplaySince(carousel: HTMLElement, cameWithThePage: boolean): number {
  const since = Number(carousel.dataset.autoplaySince);
  if (Number.isFinite(since) && since > 0) return since;
  return cameWithThePage ? loadedAt() : performance.now();
}

/**
 * Moves the carousel by `advance()` every `data-autoplay-ms`, counted from `since` (default: now),
 * while nothing holds it (`autoplayHeld`). Once released, or after a press of previous or next,
 * a whole period passes before the next move. While it moves by itself, the range under the
 * buttons stops being a live region, so a screen reader is not talked over every few seconds.
 */
export const startAutoplay: StartAutoplay = (carousel, advance, options = {}) => {
  const period = Number(carousel.dataset.autoplayMs);
  if (!(period > 0)) return { restart: () => undefined, stop: () => undefined };
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  const range = carousel.querySelector('.carousel__range');
  let last = options.since ?? performance.now();
  let held = autoplayHeld(carousel, motion.matches);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const restart = (at: number) => {
    last = at;
    carousel.dataset.autoplaySince = String(at);
  };

  function plan(): void {
    clearTimeout(timer);
    held = autoplayHeld(carousel, motion.matches);
    const live = held ? 'polite' : 'off';
    if (range && range.getAttribute('aria-live') !== live) range.setAttribute('aria-live', live);
    if (held) return;
    timer = setTimeout(tick, Math.max(0, last + period - performance.now()));
  }

  function tick(): void {
    if (autoplayHeld(carousel, motion.matches)) {
      plan();
      return;
    }
    restart(performance.now());
    advance();
    plan();
  }

  /** A hold that ends gives the visitor a whole period before the next move. */
  function changed(): void {
    // After the event: focus and hover have then settled on their new element.
    setTimeout(() => {
      if (held && !autoplayHeld(carousel, motion.matches)) restart(performance.now());
      plan();
    });
  }

  function pressed(event: Event): void {
    if (event.target instanceof Element && event.target.closest('[data-carousel-move]')) {
      restart(performance.now());
    }
    changed();
  }

  const carouselEvents = ['mouseenter', 'mouseleave', 'focusin', 'focusout'] as const;
  for (const type of carouselEvents) carousel.addEventListener(type, changed);
  carousel.addEventListener('click', pressed);
  motion.addEventListener('change', changed);
  document.addEventListener('visibilitychange', changed);
  restart(last);
  plan();

  return {
    restart() {
      restart(performance.now());
      plan();
    },
    stop() {
      clearTimeout(timer);
      for (const type of carouselEvents) carousel.removeEventListener(type, changed);
      carousel.removeEventListener('click', pressed);
      motion.removeEventListener('change', changed);
      document.removeEventListener('visibilitychange', changed);
    },
  };
};
