import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLocalePrefix } from '@contract/locales';
import { verticals } from '@/features/verticals/verticals';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';

/** The company table's rows: each term with the element holding its value. */
function facts() {
  const terms = within(screen.getByRole('main')).getAllByRole('term');
  return new Map(terms.map((term) => [term.textContent, term.nextElementSibling as HTMLElement]));
}

describe('company overview page', () => {
  it('has one h1, its title, and the six rows of a company overview', async () => {
    await renderApp('/company');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company overview');
    await waitFor(() => expect(document.title).toBe('Company overview | Setu Ventures'));
    expect([...facts().keys()]).toEqual([
      'Company name',
      'Head office',
      'Business',
      'Offices',
      'People',
      'Contact',
    ]);
    expect(facts().get('Company name')).toHaveTextContent('Setu Ventures');
    expect(facts().get('Head office')).toHaveTextContent(
      'Tower B, 4th Floor, Sector 44, Gurugram, Haryana 122003, India',
    );
    expect(facts().get('People')).toHaveTextContent('100+ team members from 20+ nationalities');
    expectNoSkippedHeadingLevels();
  });

  it('links every vertical, then the products, capability centres and trainings, as the menus name them', async () => {
    await renderApp('/company');
    const business = within(facts().get('Business')!);
    const links = business.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...verticals.map((vertical) => vertical.path),
      '/Our_products',
      '/Global_capability',
      '/ai-trainings',
    ]);
    expect(links[0]).toHaveTextContent('Digital Transformation, Data Science and AI');
    expect(links.at(-1)).toHaveTextContent('AI Trainings');
  });

  it('shows the head office in Japanese order in Japanese: country, state, city, street, then the PIN code', async () => {
    await renderApp(withLocalePrefix('/company', 'ja'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('会社概要');
    expect([...facts().keys()]).toEqual([
      '社名',
      '所在地',
      '事業内容',
      '拠点',
      '従業員数',
      'お問い合わせ',
    ]);
    expect(facts().get('所在地')).toHaveTextContent(
      'インド ハリヤナ州グルグラム Tower B, 4th Floor, Sector 44（PIN：122003）',
    );
    expect(facts().get('従業員数')).toHaveTextContent('100名以上（20か国以上の国籍）');
  });

  it.each([
    ['/company', ['/Contact_Us', '/japan']],
    [withLocalePrefix('/company', 'ja'), [withLocalePrefix('/Contact_Us', 'ja'), '/japanese']],
  ])('on %s links the contact page and the Japan desk in its language', async (page, hrefs) => {
    await renderApp(page);
    const contact = within(facts().get(page === '/company' ? 'Contact' : 'お問い合わせ')!);
    expect(contact.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });
});
