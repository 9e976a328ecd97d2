import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLocalePrefix } from '@contract/locales';
import { site } from '@/site';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';

function section(name: RegExp | string) {
  return within(screen.getByRole('region', { name }));
}

describe('privacy policy page', () => {
  it('has one h1, the date it was last updated, and headings that never skip a level', async () => {
    await renderApp('/privacy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    const updated = screen.getByText('November 28, 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', '2026-11-28');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Setu Ventures'));
    expectNoSkippedHeadingLevels();
  });

  it('lists its sections in a table of contents that links to each', async () => {
    await renderApp('/privacy');
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent,
      );
    }
  });

  it('names everything the enquiry form collects', async () => {
    await renderApp('/privacy');
    const collected = section('What we collect');
    for (const text of [
      /your name and, on the Japanese form, its reading/,
      /phone number and e-mail address/,
      /your company, and your designation or department/,
      /^your message$/,
      /the language of the page you wrote from/,
    ]) {
      expect(collected.getByText(text)).toBeInTheDocument();
    }
    const notCollected = section('What we do not collect');
    expect(notCollected.getByText(/sets no cookies and runs no analytics/)).toBeInTheDocument();
    expect(notCollected.getByText(/does not store it with your enquiry/)).toBeInTheDocument();
  });

  it('says the information goes to India, how long it is kept and what a deletion removes', async () => {
    await renderApp('/privacy');
    expect(section('Your information goes to India').getByText(/works from India/)).toBeVisible();
    const retention = section('How long we keep it');
    expect(
      retention.getByText(/deletes each enquiry automatically two years after it arrives/),
    ).toBeInTheDocument();
    expect(
      retention.getByText(/we delete every enquiry sent with your e-mail address/),
    ).toBeInTheDocument();
  });

  it('tells how to ask for deletion, by e-mail to the address the site shows', async () => {
    await renderApp('/privacy');
    const rights = section('Your rights');
    expect(rights.getByText('delete it')).toBeInTheDocument();
    const mail = rights.getByRole('link', { name: site.email });
    expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
    expect(mail.closest('p')).toHaveTextContent(/To ask, e-mail/);
  });

  it('is in Japanese at /ja/privacy, with the date as Japanese writes it', async () => {
    await renderApp(withLocalePrefix('/privacy', 'ja'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('プライバシーポリシー');
    expect(screen.getByText('2026年11月28日')).toHaveAttribute('datetime', '2026-11-28');
    const rights = section('開示・訂正・削除などのご依頼');
    expect(rights.getByText('削除')).toBeInTheDocument();
    expect(rights.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(section('取得する個人情報').getByText(/フリガナ/)).toBeInTheDocument();
    expectNoSkippedHeadingLevels();
  });
});
