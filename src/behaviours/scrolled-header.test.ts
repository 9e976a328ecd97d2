import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { headerScrollThreshold, installScrolledHeader } from './scrolled-header';

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('the scrolled header, before the app', () => {
  beforeEach(() => {
    document.body.innerHTML = '<header class="site-header"></header>';
    scrollTo(0);
  });

  it("holds the client's threshold of 50 px", () => {
    expect(headerScrollThreshold).toBe(50);
  });

  it('marks the header scrolled only past the threshold, from the first frame and on every scroll', async () => {
    // A page that opens scrolled (to an anchor, where it was) gets the style in its first frame,
    // not while the script runs: reading the scroll position then would lay the page out early.
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    installScrolledHeader();
    const header = document.querySelector('header')!;
    expect(header).not.toHaveAttribute('data-scrolled');
    await nextFrame();
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('finds a header rendered after it was installed', () => {
    document.body.innerHTML = '';
    installScrolledHeader();
    document.body.innerHTML = '<header class="site-header"></header>';
    scrollTo(80);
    expect(document.querySelector('header')).toHaveAttribute('data-scrolled', 'true');
  });
});
