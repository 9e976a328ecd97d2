import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '@/site';
import { withLocalePrefix } from '@contract/locales';
import { renderApp } from '../../../../tests/render-app';

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('site footer', () => {
  it('shows the Gurugram address, e-mail and phone as links', async () => {
    await renderApp('/team');
    expect(footer().getByText(/Gurugram, Haryana 122003, India/)).toBeInTheDocument();
    expect(footer().getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(footer().getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
  });

  it('writes the address in Japanese order on a Japanese page: postal code, country, state, city, street', async () => {
    await renderApp('/ja/team');
    expect(
      footer().getByText('インド Haryana Gurugram Tower B, 4th Floor, Sector 44（PIN：122003）'),
    ).toBeInTheDocument();
  });

  it('gives the two Japanese contact links different words', async () => {
    await renderApp('/ja/team');
    expect(footer().getByRole('link', { name: 'ご相談・お問い合わせ' })).toHaveAttribute(
      'href',
      '#Contact',
    );
    expect(footer().getByRole('link', { name: 'お問い合わせはこちら' })).toHaveAttribute(
      'href',
      '/ja/Contact_Us',
    );
  });

  it('links Contact Us to the #Contact anchor and to the contact page', async () => {
    await renderApp('/team');
    const [anchor, button] = footer().getAllByRole('link', { name: 'Contact Us' });
    expect(anchor).toHaveAttribute('href', '#Contact');
    expect(button).toHaveAttribute('href', '/Contact_Us');
    expect(document.getElementById('Contact')).not.toBeNull();
  });

  it('renders only the social profiles that have an address, each in a safe new tab', async () => {
    await renderApp('/team');
    const social = within(footer().getByRole('list', { name: 'Follow us' }));
    const links = social.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      site.social.linkedin,
      site.social.facebook,
    ]);
    expect(social.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('opens the terms in a new tab without the opener', async () => {
    await renderApp('/team');
    const link = footer().getByRole('link', { name: /Terms and Conditions/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['/team', 'Privacy Policy', '/privacy', 'Company overview', '/company'],
    [
      withLocalePrefix('/team', 'ja'),
      'プライバシーポリシー',
      withLocalePrefix('/privacy', 'ja'),
      '会社概要',
      withLocalePrefix('/company', 'ja'),
    ],
  ])(
    'on %s links the privacy policy and the company overview, in the same tab and language',
    async (page, privacy, privacyHref, company, companyHref) => {
      await renderApp(page);
      const legal = within(footer().getByRole('list', { name: /Legal|規約・ポリシー/ }));
      const policy = legal.getByRole('link', { name: privacy });
      expect(policy).toHaveAttribute('href', privacyHref);
      expect(policy).not.toHaveAttribute('target');
      const explore = within(footer().getByRole('navigation'));
      expect(explore.getByRole('link', { name: company })).toHaveAttribute('href', companyHref);
    },
  );

  it("logs 'document required' for a missing document and does not link it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const terms = site.documents.terms;
    site.documents.terms = '';
    try {
      await renderApp('/team');
      // Logged from an effect, which a busy machine may run after the heading has appeared.
      await waitFor(() => expect(warn).toHaveBeenCalledWith('document required', 'terms'));
      expect(footer().queryByRole('link', { name: /Terms and Conditions/ })).toBeNull();
      expect(footer().getByText('Terms and Conditions')).toBeInTheDocument();
    } finally {
      site.documents.terms = terms;
    }
  });

  it('shows the 2025 copyright line', async () => {
    await renderApp('/team');
    expect(footer().getByText('© 2025 Setu Ventures. All rights reserved.')).toBeInTheDocument();
  });
});
