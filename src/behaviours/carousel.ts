/**
 * The home carousels until the app runs. react-multi-carousel prerenders the slides laid out for a
 * wide screen, the stylesheet narrows them for smaller ones, and every slide comes marked
 * `aria-hidden`. As soon as the page has painted, without waiting for the visitor to act, this
 * exposes to screen readers the slides on screen and makes the others `aria-hidden` and `inert`,
 * at any width and as it changes; previous and next move as the carousel will, the range under
 * the buttons says what is on show, and the carousel moves by itself every period from the load
 * (./autoplay.ts). When the app's carousel takes over (it marks the carousel `data-hydrated`), it
 * starts from the slide this left in `data-slide`, and its clock from this one's last move.
 *
 * The markup it reads, rendered by src/components/carousel/carousel.tsx:
 *   [data-carousel="page" | "slide"]           the carousel, moving a page or a slide at a time
 *     .react-multi-carousel-track > li          the slides
 *     button[data-carousel-move="previous" | "next"]
 *     [data-range-one][data-range-many]        what the range says, with {from} {to} {total}
 * How many slides are on show it reads from the stylesheet, which sizes them.
 */
import { replayedPressAttribute } from './after-paint-contract';
import { autoplaySince, startAutoplay, type Autoplay } from './autoplay';

/**
 * How a carousel moves, by its button or by itself: fast at first, settling gently, so that a
 * press shows its effect in the first frames (half way within a seventh of the time) rather than
 * easing in over the first quarter.
 */
export const moveEasing = 'cubic-bezier(0.22, 1, 0.36, 1)';

const carouselSelector = '[data-carousel]';
const moveSelector = 'button[data-carousel-move]';

/**
 * The first slide on show after a move: a `step` forward or back, never past either end, and
 * from either end round to the other.
 */
export function slideAfter(
  direction: 'previous' | 'next',
  { current, total, shown, step }: { current: number; total: number; shown: number; step: number },
): number {
  const last = Math.max(0, total - shown);
  if (direction === 'next') return current >= last ? 0 : Math.min(current + step, last);
  return current <= 0 ? last : Math.max(current - step, 0);
}

/**
 * What the range says for slides `from` to `to` (counted from 1) of `total`, from the page's words
 * for one slide and for several, with `{from}`, `{to}` and `{total}` in them.
 */
export function rangeText(
  words: { one: string; many: string },
  from: number,
  to: number,
  total: number,
): string {
  return (from === to ? words.one : words.many)
    .replaceAll('{from}', String(from))
    .replaceAll('{to}', String(to))
    .replaceAll('{total}', String(total));
}

interface Layout {
  track: HTMLElement;
  slides: HTMLElement[];
  /** How many slides the stylesheet fits into the carousel's width. */
  shown: number;
  /** How many slides a press moves by. */
  step: number;
}

/**
 * The carousel's slides and how many of them are on show, read from the stylesheet (each slide's
 * share of the width, `flex-basis`) rather than measured: a carousel further down the page waits
 * unrendered (`content-visibility: auto`), and measuring it would render it, tens of
 * milliseconds on a phone.
 */
function layoutOf(carousel: HTMLElement): Layout | null {
  const track = carousel.querySelector<HTMLElement>('.react-multi-carousel-track');
  const slides = track ? ([...track.children] as HTMLElement[]) : [];
  const first = slides[0];
  if (!track || !first) return null;
  const share = parseFloat(getComputedStyle(first).flexBasis);
  const fits = share > 0 ? Math.round(100 / share) : 1;
  const shown = Math.min(slides.length, Math.max(1, fits));
  return { track, slides, shown, step: carousel.dataset.carousel === 'page' ? shown : 1 };
}

/**
 * Shows the slides from `data-slide` on (moving the track there, with its transition when
 * `animate`), and keeps the rest from assistive technology and the keyboard.
 */
function layOut(carousel: HTMLElement, animate: boolean): void {
  const layout = layoutOf(carousel);
  if (!layout) return;
  const { track, slides, shown } = layout;
  const total = slides.length;
  const start = Math.min(Number(carousel.dataset.slide ?? 0) || 0, Math.max(0, total - shown));
  carousel.dataset.slide = String(start);
  slides.forEach((slide, index) => {
    const hidden = index < start || index >= start + shown;
    slide.setAttribute('aria-hidden', String(hidden));
    slide.inert = hidden;
  });
  if (start > 0 || track.style.transform.includes('-')) {
    const still = !animate || matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.style.transition = still
      ? 'none'
      : `transform ${carousel.dataset.transitionMs ?? '500'}ms ${moveEasing}`;
    // The track is as wide as the carousel, each slide a `shown`th of it.
    track.style.transform = `translate3d(${String((-start * 100) / shown)}%,0,0)`;
  }
  const range = carousel.querySelector('[data-range-one]');
  if (range && total > 0) {
    const words = {
      one: range.getAttribute('data-range-one') ?? '',
      many: range.getAttribute('data-range-many') ?? '',
    };
    range.textContent = rangeText(words, start + 1, start + shown, total);
  }
}

function waiting(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(carouselSelector)].filter(
    (carousel) => carousel.dataset.hydrated !== 'true',
  );
}

/** Moves the carousel a step (a page or a slide) back or on, with its transition if `animate`. */
function move(carousel: HTMLElement, direction: 'previous' | 'next', animate = true): void {
  const layout = layoutOf(carousel);
  if (!layout) return;
  carousel.dataset.slide = String(
    slideAfter(direction, {
      current: Number(carousel.dataset.slide ?? 0) || 0,
      total: layout.slides.length,
      shown: layout.shown,
      step: layout.step,
    }),
  );
  layOut(carousel, animate);
}

/** Each carousel's clock until the app's carousel takes it over. */
const clocks = new WeakMap<HTMLElement, Autoplay>();

/** Moves the carousel by itself from the load until the app's carousel takes it over. */
function autoplayUntilTheApp(carousel: HTMLElement): void {
  const clock = startAutoplay(carousel, () => move(carousel, 'next'), {
    since: autoplaySince(carousel, true),
  });
  clocks.set(carousel, clock);
  const handedOver = new MutationObserver(() => {
    if (carousel.dataset.hydrated !== 'true') return;
    handedOver.disconnect();
    clock.stop();
    clocks.delete(carousel);
  });
  handedOver.observe(carousel, { attributes: true, attributeFilter: ['data-hydrated'] });
}

export function installCarousels(): void {
  for (const carousel of waiting()) {
    layOut(carousel, false);
    autoplayUntilTheApp(carousel);
  }

  let frame = 0;
  addEventListener('resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      for (const carousel of waiting()) layOut(carousel, false);
    });
  });

  // Capture, and kept from the page: while the app hydrates, its own handler must not move the
  // carousel a second time.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>(moveSelector);
      const carousel = button?.closest<HTMLElement>(carouselSelector);
      if (!button || !carousel || carousel.dataset.hydrated === 'true') return;
      event.stopPropagation();
      // A press held while this script loaded has waited long enough: no transition after it.
      const late = button.hasAttribute(replayedPressAttribute);
      move(carousel, button.dataset.carouselMove === 'previous' ? 'previous' : 'next', !late);
      clocks.get(carousel)?.restart();
    },
    true,
  );
}
