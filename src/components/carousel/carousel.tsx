import { useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ButtonGroupProps, ResponsiveType } from 'react-multi-carousel';
import { autoplaySince, startAutoplay } from '@/behaviours/autoplay';
import { moveEasing, rangeText, slideAfter } from '@/behaviours/carousel';
import { useT } from '@/i18n/locale-context';
import { PausePlayIcons } from '../icons/pause-play-icons';
import { useHydrated } from '../use-hydrated';
import { MultiCarousel } from './multi-carousel';
import { useInertHiddenSlides } from './use-inert-hidden-slides';

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  /** What the range says with one slide on show, with `{from}` and `{total}` in it. */
  rangeOne: string;
  /** What it says with several, with `{from}`, `{to}` and `{total}`: "Cases {from} to {to} of {total}". */
  rangeMany: string;
}

interface CarouselProps {
  /** Names the carousel for assistive technology (usually the section heading's id). */
  labelledBy: string;
  className: string;
  /** Breakpoints and timings, as `src/content` defines them for each carousel. */
  settings: { responsive: ResponsiveType; transitionMs: number; autoPlayMs: number };
  labels: CarouselLabels;
  children: ReactNode[];
}

/** What the carousel shows before it can measure the window (prerendering and first paint). */
const serverDevice = 'wide';

/** Whether the carousel moves a page at a time on every screen (or a slide at a time). */
function movesByPage(responsive: ResponsiveType): boolean {
  return Object.values(responsive).every(({ items, slidesToSlide }) => slidesToSlide === items);
}

/**
 * A carousel that moves by itself, stops while the visitor hovers or focuses it, has a visible
 * pause control, never moves for visitors who ask for reduced motion, and whose previous and
 * next buttons wrap around.
 *
 * Until the app runs, src/behaviours/carousel.ts shows the prerendered slides (which slides are
 * on show for the screen, previous and next, the range), moves them by itself from the load, and
 * the pause button is a toggle button. When the app's carousel mounts it marks the carousel
 * `data-hydrated`, starts from the slide the page left it on, and keeps its rhythm: one clock
 * (src/behaviours/autoplay.ts) decides when to move, before the app and after, reading the pause
 * button, hover, focus and reduced motion from the page itself.
 */
export function Carousel({
  labelledBy,
  className,
  settings: { responsive, transitionMs, autoPlayMs },
  labels,
  children,
}: CarouselProps) {
  const { t } = useT('common');
  const root = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(root);

  useLayoutEffect(() => {
    // From now on the app moves this carousel, not the page's behaviour.
    if (root.current) root.current.dataset.hydrated = 'true';
  }, []);

  return (
    <div
      ref={root}
      className={`carousel ${className}`}
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-labelledby={labelledBy}
      data-carousel={movesByPage(responsive) ? 'page' : 'slide'}
      data-transition-ms={transitionMs}
      data-autoplay-ms={autoPlayMs}
    >
      <MultiCarousel
        responsive={responsive}
        ssr
        deviceType={serverDevice}
        arrows={false}
        renderButtonGroupOutside
        customButtonGroup={<CarouselControls labels={labels} responsive={responsive} />}
        // The clock is ours (src/behaviours/autoplay.ts), the same before the app and after.
        autoPlay={false}
        transitionDuration={transitionMs}
        customTransition={`transform ${transitionMs}ms ${moveEasing}`}
        rewind
        rewindWithAnimation
        keyBoardControl={false}
        swipeable
        draggable={false}
        containerClass="carousel__track-container"
        sliderClass="carousel__track"
        itemClass="carousel__item"
      >
        {children}
      </MultiCarousel>
    </div>
  );
}

interface CarouselControlsProps extends ButtonGroupProps {
  labels: CarouselLabels;
  responsive: ResponsiveType;
}

/**
 * Previous, pause and next, and the carousel's clock. Previous on the first page goes to the
 * last; next on the last, to the first.
 */
function CarouselControls({ labels, responsive, goToSlide, carouselState }: CarouselControlsProps) {
  const controls = useRef<HTMLDivElement>(null);
  const taken = useRef(false);
  const total = carouselState?.totalItems ?? 0;
  const shown = Math.max(1, carouselState?.slidesToShow ?? 1);
  const current = carouselState?.currentSlide ?? 0;
  const measured = (carouselState?.itemWidth ?? 0) > 0;
  const position = {
    current,
    total,
    shown,
    step: responsive[carouselState?.deviceType ?? '']?.slidesToSlide ?? 1,
  };

  // Once the carousel has measured itself, it picks up where the visitor left it before the app
  // ran (src/behaviours/carousel.ts), before the screen shows anything else.
  useLayoutEffect(() => {
    if (taken.current || !measured) return;
    taken.current = true;
    const carousel = controls.current?.closest<HTMLElement>('[data-carousel]');
    const start = Math.min(Number(carousel?.dataset.slide ?? 0) || 0, Math.max(0, total - shown));
    if (start > 0) goToSlide?.(start, true);
  }, [measured, total, shown, goToSlide]);

  // The clock moves the carousel as next does, from the latest position. It takes over from the
  // page's clock where that one last moved, so the period holds across the hand-over.
  // Hydrating the prerendered page (rather than rendering a page the visitor moved to), the
  // carousel came with the page, and is due every period from its load.
  const hydrated = useHydrated();
  const cameWithThePage = useRef(!hydrated);
  const advance = useEffectEvent(() => goToSlide?.(slideAfter('next', position)));
  useEffect(() => {
    const carousel = controls.current?.closest<HTMLElement>('[data-carousel]');
    if (!carousel) return undefined;
    const since = autoplaySince(carousel, cameWithThePage.current);
    const clock = startAutoplay(carousel, advance, { since });
    return () => clock.stop();
  }, []);

  return (
    <div ref={controls} className="carousel__controls">
      <MoveButton
        direction="previous"
        label={labels.previous}
        onClick={() => goToSlide?.(slideAfter('previous', position))}
      />
      <button
        type="button"
        className="carousel__button carousel__pause"
        aria-pressed="false"
        aria-label={labels.pause}
      >
        <PausePlayIcons size={20} />
      </button>
      <MoveButton
        direction="next"
        label={labels.next}
        onClick={() => goToSlide?.(slideAfter('next', position))}
      />
      {/* Until the app runs, the page's behaviour writes the range for the screen it is on. The
          clock turns the live region off while the carousel moves by itself. */}
      <p
        className="carousel__range"
        aria-live="polite"
        data-range-one={labels.rangeOne}
        data-range-many={labels.rangeMany}
        suppressHydrationWarning
      >
        {total > 0
          ? rangeText(
              { one: labels.rangeOne, many: labels.rangeMany },
              current + 1,
              Math.min(total, current + shown),
              total,
            )
          : null}
      </p>
    </div>
  );
}

/** The chevron each move button shows. */
const moveArrows = { previous: 'M12.5 4l-6 6 6 6', next: 'M7.5 4l6 6-6 6' } as const;

/**
 * Previous or next: `data-carousel-move` lets src/behaviours/carousel.ts move the carousel
 * before the app runs.
 */
function MoveButton({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="carousel__button"
      data-carousel-move={direction}
      onClick={onClick}
      aria-label={label}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d={moveArrows[direction]} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
