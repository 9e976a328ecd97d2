import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoplaySince, startAutoplay } from './autoplay';

function carousel(periodMs = 3000): HTMLElement {
  document.body.innerHTML = `
    <div data-carousel="page" data-autoplay-ms="${String(periodMs)}">
      <button type="button" data-carousel-move="previous">Previous</button>
      <button type="button" aria-pressed="false">Pause</button>
      <button type="button" data-carousel-move="next">Next</button>
      <p class="carousel__range" aria-live="polite">Cases 1 to 3 of 9</p>
    </div>`;
  return document.querySelector('[data-carousel]')!;
}

/** Lets the clock's deferred look at hover and focus run. */
const settle = () => vi.advanceTimersByTime(0);

/**
 * A press of the pause toggle with the pointer, which then moves away (jsdom counts an element
 * hovered after a click inside it until the next pointer event).
 */
function press(element: HTMLElement, pause: Element, pressed: boolean) {
  pause.setAttribute('aria-pressed', String(pressed));
  fireEvent.click(pause);
  fireEvent.mouseLeave(element);
  settle();
}

describe("the carousels' clock", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves every period, counted from when it is told, and says when it last moved', () => {
    const element = carousel();
    const advance = vi.fn();
    vi.advanceTimersByTime(1000);
    // The page loaded a second ago: the first move is due 2 s from now.
    startAutoplay(element, advance, { since: performance.now() - 1000 });
    vi.advanceTimersByTime(1999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledOnce();
    expect(element.dataset.autoplaySince).toBe(String(performance.now()));
    vi.advanceTimersByTime(3000 * 3);
    expect(advance).toHaveBeenCalledTimes(4);
  });

  it('takes over where the clock before it last moved', () => {
    const element = carousel();
    vi.advanceTimersByTime(10_000);
    element.dataset.autoplaySince = String(performance.now() - 2500);
    const advance = vi.fn();
    startAutoplay(element, advance, { since: autoplaySince(element, true) });
    vi.advanceTimersByTime(499);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledOnce();
  });

  it('is no live region while it moves, and is one while it stands still', () => {
    const element = carousel();
    const range = element.querySelector('.carousel__range')!;
    startAutoplay(element, vi.fn());
    expect(range).toHaveAttribute('aria-live', 'off');
    press(element, element.querySelector('[aria-pressed]')!, true);
    expect(range).toHaveAttribute('aria-live', 'polite');
  });

  it('stands still while paused, and gives a whole period after play before it moves', () => {
    const element = carousel();
    const advance = vi.fn();
    startAutoplay(element, advance);
    const pause = element.querySelector<HTMLElement>('[aria-pressed]')!;
    vi.advanceTimersByTime(2000);
    press(element, pause, true);
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    press(element, pause, false);
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledOnce();
  });

  it('stands still while the pointer rests on it or focus is inside', () => {
    const element = carousel();
    const advance = vi.fn();
    // Where the pointer and focus are, as the browser would match them (jsdom's :hover and
    // :focus-within follow its own events, not a visitor's).
    const at = { hovered: true, focused: false };
    vi.spyOn(element, 'matches').mockImplementation(() => at.hovered || at.focused);
    startAutoplay(element, advance);
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    at.hovered = false;
    at.focused = true;
    fireEvent.mouseLeave(element);
    fireEvent.focusIn(element);
    settle();
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    at.focused = false;
    fireEvent.focusOut(element);
    settle();
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledOnce();
  });

  it('never moves for a visitor who asks for reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media) =>
        Object.assign(new EventTarget(), {
          media,
          matches: media.includes('reduce'),
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
        }) satisfies MediaQueryList,
    );
    const element = carousel();
    const advance = vi.fn();
    startAutoplay(element, advance);
    vi.advanceTimersByTime(30_000);
    expect(advance).not.toHaveBeenCalled();
    expect(element.querySelector('.carousel__range')).toHaveAttribute('aria-live', 'polite');
  });

  it('starts the period afresh after a press of previous or next, and stops when told', () => {
    const element = carousel();
    const advance = vi.fn();
    const clock = startAutoplay(element, advance);
    vi.advanceTimersByTime(2500);
    clock.restart();
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledOnce();
    clock.stop();
    vi.advanceTimersByTime(30_000);
    expect(advance).toHaveBeenCalledOnce();
  });
});
