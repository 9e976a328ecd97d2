import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { ButtonGroupProps, ResponsiveType } from 'react-multi-carousel';
import { useT } from '@/i18n/locale-context';
import { MultiCarousel } from './multi-carousel';
import { useInertHiddenSlides } from './use-inert-hidden-slides';
import { useReducedMotion } from './use-reduced-motion';

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** The visible range, e.g. "Cases 1 to 3 of 9", from `{from, to, total}`. */
  range: (from: number, to: number, total: number) => string;
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

/**
 * A carousel that moves by itself, stops while the visitor hovers or focuses it, has a visible
 * pause control, never moves for visitors who ask for reduced motion, and whose previous and
 * next buttons wrap around.
 */
export function Carousel({
  labelledBy,
  className,
  settings: { responsive, transitionMs, autoPlayMs },
  labels,
  children,
}: CarouselProps) {
  const { t } = useT('common');
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const moving = !paused && !hovered && !focused && !reducedMotion;
  const root = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(root);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    // Hover and focus only pause the motion (WCAG 2.2.2); every action has its own button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={root}
      className={`carousel ${className}`}
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-labelledby={labelledBy}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <MultiCarousel
        responsive={responsive}
        ssr
        deviceType={serverDevice}
        arrows={false}
        renderButtonGroupOutside
        customButtonGroup={
          <CarouselControls
            labels={labels}
            paused={paused || reducedMotion}
            canPlay={!reducedMotion}
            announce={!moving}
            onTogglePause={() => setPaused((value) => !value)}
          />
        }
        autoPlay={moving}
        autoPlaySpeed={autoPlayMs}
        transitionDuration={transitionMs}
        customTransition={`transform ${transitionMs}ms ease-in-out`}
        rewind
        rewindWithAnimation
        keyBoardControl={false}
        swipeable
        draggable={false}
        shouldResetAutoplay
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
  paused: boolean;
  canPlay: boolean;
  /** Whether the range is a live region: only while nothing moves by itself (hover, focus, pause). */
  announce: boolean;
  onTogglePause: () => void;
}

/** Previous, pause and next. Previous on the first page goes to the last; next on the last, to the first. */
function CarouselControls({
  labels,
  paused,
  canPlay,
  announce,
  onTogglePause,
  next,
  previous,
  goToSlide,
  carouselState,
}: CarouselControlsProps) {
  const total = carouselState?.totalItems ?? 0;
  const shown = Math.max(1, carouselState?.slidesToShow ?? 1);
  const current = carouselState?.currentSlide ?? 0;
  const lastStart = Math.max(0, total - shown);

  const goNext = () => {
    if (current >= lastStart) goToSlide?.(0);
    else next?.();
  };
  const goPrevious = () => {
    if (current <= 0) goToSlide?.(lastStart);
    else previous?.();
  };

  return (
    <div className="carousel__controls">
      <button
        type="button"
        className="carousel__button"
        onClick={goPrevious}
        aria-label={labels.previous}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {canPlay ? (
        <button
          type="button"
          className="carousel__button"
          onClick={onTogglePause}
          aria-label={paused ? labels.play : labels.pause}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            {paused ? (
              <path d="M6 4l10 6-10 6z" fill="currentColor" />
            ) : (
              <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
            )}
          </svg>
        </button>
      ) : null}
      <button type="button" className="carousel__button" onClick={goNext} aria-label={labels.next}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <p className="carousel__range" aria-live={announce ? 'polite' : 'off'}>
        {total > 0 ? labels.range(current + 1, Math.min(total, current + shown), total) : null}
      </p>
    </div>
  );
}
