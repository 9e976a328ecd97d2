import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render-app';

// These tests need a page without a Japanese translation: pretend `team` has none.
vi.mock('@/i18n/catalogs', async (importOriginal) =>
  (await import('../../../tests/catalog-mock')).withoutJapanese(await importOriginal(), ['team']),
);

function header() {
  return within(screen.getByRole('banner'));
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('site header', () => {
  it('links the logo to the home page', async () => {
    await renderApp('/team');
    expect(header().getByRole('link', { name: 'Setu Ventures, home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('opens and closes the narrow-screen menu, saying so with aria-expanded', async () => {
    const user = userEvent.setup();
    await renderApp('/team');
    const button = header().getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(header().getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(header().getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(header().getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('expands the Our Verticals submenu with its nine verticals', async () => {
    const user = userEvent.setup();
    await renderApp('/team');
    const button = header().getByRole('button', { name: 'Our Verticals' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list!).getAllByRole('link')).toHaveLength(10);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the submenu when the visitor follows one of its links', async () => {
    const user = userEvent.setup();
    await renderApp('/team');
    await user.click(header().getByRole('button', { name: 'Our Verticals' }));
    await user.click(header().getByRole('link', { name: 'AI, IoT and Automation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'AI, IoT and Automation' }));
    expect(header().getByRole('button', { name: 'Our Verticals' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
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
    expect(header().getByRole('button', { name: 'Our Verticals' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it.each(['/', '/team', '/Data_AI', '/blogs'])(
    'does not mark Our Verticals on %s',
    async (path) => {
      await renderApp(path);
      expect(header().getByRole('button', { name: 'Our Verticals' })).not.toHaveAttribute(
        'aria-current',
      );
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
    await renderApp(path);
    const nav = within(header().getByRole('navigation'));
    expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    const current = nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
  });

  it('takes the scrolled style past 50 px, and not at 50 px', async () => {
    await renderApp('/team');
    const banner = screen.getByRole('banner');
    const expectScrolled = (value: string) =>
      waitFor(() => expect(banner).toHaveAttribute('data-scrolled', value));
    await expectScrolled('false');
    scrollTo(50);
    await expectScrolled('false');
    scrollTo(51);
    await expectScrolled('true');
    scrollTo(0);
    await expectScrolled('false');
  });

  it('offers the other language where the page is translated', async () => {
    await renderApp('/japan');
    expect(header().getByRole('link', { name: /日本語/ })).toHaveAttribute('href', '/japanese');
  });

  it('offers no other language where the page is not translated yet', async () => {
    await renderApp('/team');
    expect(header().queryByRole('link', { name: /日本語/ })).toBeNull();
  });

  it('speaks Japanese on Japanese pages and links untranslated pages to English', async () => {
    await renderApp('/japanese');
    const nav = within(header().getByRole('navigation'));
    expect(nav.getByRole('link', { name: 'ジャパンデスク' })).toHaveAttribute('href', '/japanese');
    expect(nav.getByRole('link', { name: '私たちについて' })).toHaveAttribute('hreflang', 'en');
    expect(nav.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/japan');
  });
});
