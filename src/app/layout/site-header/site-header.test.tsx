import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { installLightDismiss } from '@/behaviours/light-dismiss';
import { installScrolledHeader } from '@/behaviours/scrolled-header';
import { renderApp } from '../../../../tests/render-app';

// These tests need a page without a Japanese translation: pretend `team` has none.
vi.mock('@/i18n/catalogs', async (importOriginal) =>
  (await import('../../../../tests/catalog-mock')).withoutJapanese(await importOriginal(), [
    'team',
  ]),
);

function header() {
  return within(screen.getByRole('banner'));
}

/**
 * The main navigation, found whether shown or not: jsdom keeps a popover hidden (its own
 * stylesheet gives a closed `[popover]` `display: none`, as browsers do) and cannot open one.
 */
function navigationElement() {
  return header().getByRole('navigation', { hidden: true });
}

/**
 * Renders the site at `path` as a wide screen shows it, the navigation always in the bar.
 * jsdom applies none of the site's stylesheet: the navigation is given the `display: block` that
 * src/app/layout/site-header/site-header.css gives it from 1280 px on.
 */
async function renderOnWideScreen(path: string) {
  const view = await renderApp(path);
  navigationElement().style.display = 'block';
  return view;
}

function navigation() {
  return within(header().getByRole('navigation'));
}

/** The Our Verticals summary (a `<summary>` has no role of its own here) and its `<details>`. */
function verticalsMenu(name = 'Our Verticals') {
  const summary = header().getByText(name, { selector: 'summary' });
  return { summary, details: summary.closest('details')! };
}

/**
 * Stands in for a browser's popovers, which jsdom lacks: every popover reports itself open, as
 * the phone menu does once the visitor has opened it (even before the app has loaded), and
 * records each `hidePopover()` call.
 */
function pretendPopoversOpen() {
  const hidePopover = vi.fn<(this: HTMLElement) => void>();
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'matches')!;
  const matches = original.value as (this: Element, selectors: string) => boolean;
  // A plain function, not a spy: every query of the page calls `matches`.
  Object.defineProperty(Element.prototype, 'matches', {
    ...original,
    value(this: Element, selectors: string) {
      return selectors === ':popover-open'
        ? this.hasAttribute('popover')
        : matches.call(this, selectors);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', {
    value: hidePopover,
    configurable: true,
  });
  onTestFinished(() => {
    Object.defineProperty(Element.prototype, 'matches', original);
    Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
  });
  return hidePopover;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('site header', () => {
  // As on the site, where the boot script installs the scrolled style (src/boot.ts) and the
  // after-paint script light dismiss (src/behaviours/after-paint.ts).
  beforeAll(() => {
    installScrolledHeader();
    installLightDismiss();
  });

  it('links the logo to the home page', async () => {
    await renderApp('/team');
    expect(header().getByRole('link', { name: 'Setu Ventures, home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  // Opening and closing the phone menu is the browser's (popovertarget): tested in a browser.
  it('makes the navigation a popover that the Menu button opens by itself, under one label', async () => {
    const user = userEvent.setup();
    await renderApp('/team');
    const button = header().getByRole('button', { name: 'Menu' });
    const nav = navigationElement();
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(nav.id).not.toBe('');
    expect(button).toHaveAttribute('popovertarget', nav.id);
    expect(button).toHaveAttribute('type', 'button');
    // The browser tells whether the popover is open; a state written by hand would go stale.
    expect(button).not.toHaveAttribute('aria-expanded');
    await user.click(button);
    expect(button).toHaveAccessibleName('Menu');
  });

  it('leaves the phone menu open as the app starts, and closes it once the visitor moves to another page', async () => {
    const user = userEvent.setup();
    const hidePopover = pretendPopoversOpen();
    await renderOnWideScreen('/team');
    expect(hidePopover).not.toHaveBeenCalled();
    await user.click(navigation().getByRole('link', { name: 'Our Products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    // The menu closes in an effect, which React may run after the new page is on screen.
    await waitFor(() => expect(hidePopover).toHaveBeenCalledTimes(1));
    expect(hidePopover.mock.contexts[0]).toBe(navigationElement());
  });

  it('shows the Our Verticals list of ten links from its summary, and closes it with Escape or a click elsewhere', async () => {
    const user = userEvent.setup();
    await renderOnWideScreen('/team');
    const { summary, details } = verticalsMenu();
    const list = within(details).getByRole('list', { hidden: true });
    expect(details.open).toBe(false);
    expect(list).not.toBeVisible();

    await user.click(summary);
    expect(details.open).toBe(true);
    expect(list).toBeVisible();
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();

    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(screen.getByRole('main'));
    expect(details.open).toBe(false);
  });

  it('closes the Our Verticals list when the visitor follows one of its links', async () => {
    const user = userEvent.setup();
    await renderOnWideScreen('/team');
    const { summary, details } = verticalsMenu();
    await user.click(summary);
    await user.click(within(details).getByRole('link', { name: 'AI, IoT and Automation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI, IoT and Automation' }),
    ).toBeVisible();
    expect(verticalsMenu().details).toBe(details);
    // The list closes as the page changes; on a busy machine that can come just after the new
    // page's heading shows.
    await waitFor(() => expect(details.open).toBe(false));
  });

  it.each([
    '/Vertical',
    '/IOT',
    '/ESG',
    '/AI-Driven',
    '/Global_index',
    '/Growth_marketing',
    '/Cloud_Services',
    '/Cyber_Security',
  ])('marks Our Verticals as current on %s', async (path) => {
    await renderApp(path);
    expect(verticalsMenu().summary).toHaveAttribute('aria-current', 'true');
  });

  it.each(['/', '/team', '/Data_AI', '/blogs'])(
    'does not mark Our Verticals on %s',
    async (path) => {
      await renderApp(path);
      expect(verticalsMenu().summary).not.toHaveAttribute('aria-current');
    },
  );

  it.each([
    ['/Our_products', 'Our Products'],
    ['/Global_capability', 'Global Capability Centres'],
    ['/team', 'Who We Are'],
    ['/japan', 'Japan Desk'],
    ['/ai-trainings', 'AI Trainings'],
    ['/blogs', 'Blogs'],
    ['/Contact_Us', 'Contact Us'],
  ])('marks the current item on %s', async (path, name) => {
    await renderOnWideScreen(path);
    const nav = navigation();
    expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    const current = nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
  });

  it('takes the scrolled style past 50 px, and not at 50 px, and keeps it as the app renders', async () => {
    await renderApp('/team');
    const banner = screen.getByRole('banner');
    const expectScrolled = (value: string) =>
      waitFor(() => expect(banner).toHaveAttribute('data-scrolled', value));
    scrollTo(50);
    await expectScrolled('false');
    scrollTo(51);
    await expectScrolled('true');
    // The app re-renders the header on its own changes (here: the phone menu) and leaves the
    // attribute to the behaviour.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    await expectScrolled('false');
  });

  it('offers the other language where the page is translated', async () => {
    await renderOnWideScreen('/japan');
    expect(navigation().getByRole('link', { name: /日本語/ })).toHaveAttribute('href', '/japanese');
  });

  it('offers no other language where the page is not translated yet', async () => {
    await renderOnWideScreen('/team');
    expect(navigation().getByRole('link', { name: 'Who We Are' })).toBeVisible();
    expect(navigation().queryByRole('link', { name: /日本語/ })).toBeNull();
  });

  it('speaks Japanese on Japanese pages and links untranslated pages to English', async () => {
    await renderOnWideScreen('/japanese');
    expect(header().getByRole('button', { name: 'メニュー' })).toBeVisible();
    expect(verticalsMenu('事業領域').summary).toBeVisible();
    const nav = navigation();
    expect(nav.getByRole('link', { name: 'ジャパンデスク' })).toHaveAttribute('href', '/japanese');
    expect(nav.getByRole('link', { name: '企業情報' })).toHaveAttribute('hreflang', 'en');
    expect(nav.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/japan');
  });
});
