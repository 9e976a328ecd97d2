import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithCatalogs } from '../../../tests/render-app';
import { WriteToUsLinkSection } from './write-to-us-frame';
import { WriteToUsSection } from './write-to-us-section';

async function renderSection(linkOnly: boolean, locale: 'en' | 'ja' = 'en') {
  await renderWithCatalogs(
    <MemoryRouter>{linkOnly ? <WriteToUsLinkSection /> : <WriteToUsSection />}</MemoryRouter>,
    { locale, namespaces: ['enquiryForm'] },
  );
  return screen.getByRole('region', { name: locale === 'en' ? 'Write to us' : 'お問い合わせ' });
}

describe('the Write to us section', () => {
  it('holds the enquiry form, as the #Contact section the footer links to', async () => {
    const section = await renderSection(false);
    expect(section).toHaveAttribute('id', 'Contact');
    expect(section.querySelector('form')).not.toBeNull();
  });

  it('on the home page leads to the contact page instead, in the page language', async () => {
    const section = await renderSection(true, 'ja');
    expect(section).toHaveAttribute('id', 'Contact');
    expect(section.querySelector('form')).toBeNull();
    expect(within(section).getByRole('link', { name: 'お問い合わせフォームへ' })).toHaveAttribute(
      'href',
      '/Contact_Us',
    );
  });
});
