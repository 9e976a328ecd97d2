import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLocalePrefix } from '@contract/locales';
import { productIds } from '@/features/products/products';
import { verticals } from '@/features/verticals/verticals';
import { site } from '@/site';
import { profilePdfBytes, profilePdfKilobytes, profilePdfPath } from './company-profile';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';

/** Each language's profile, with the words these tests look for. */
const profiles = [
  {
    locale: 'en',
    path: '/company-profile',
    title: 'Company profile | Setu Ventures',
    heading: 'Company profile',
    sections: [
      'Company overview',
      'What we do',
      'Japan Desk',
      'How an engagement proceeds',
      'Your contact at the Japan Desk',
      'Contact',
    ],
    groups: ['Our Verticals', 'Our Products', 'Capability centres and AI training'],
    firstVertical: 'Digital Transformation, Data Science and AI',
    firstLine: 'Strategy, data platforms and AI models',
    firstProduct: ['Sangam', "Where Japanese companies meet India's engineering talent."],
    steps: ['Enquiry', 'Discovery call', 'Proposal', 'Agreement', 'Kick-off'],
    contactPage: '/Contact_Us',
    desk: '/japan',
  },
  {
    locale: 'ja',
    path: withLocalePrefix('/company-profile', 'ja'),
    title: '会社案内 | Setu Ventures',
    heading: '会社案内',
    sections: [
      '会社概要',
      '事業紹介',
      'ジャパンデスク',
      'ご支援の流れ',
      'ジャパンデスクの窓口',
      'お問い合わせ',
    ],
    groups: ['事業領域', '製品・サービス', 'GCC設立支援とAI研修'],
    firstVertical: 'デジタル・トランスフォーメーション、データサイエンス、AI',
    firstLine: '戦略立案、データ基盤、AIモデルの構築を通じて',
    firstProduct: ['サンガム', '日本企業とインドのエンジニア人材が出会う場所'],
    steps: [
      'お問い合わせ',
      'ヒアリング（無料の初回相談）',
      'ご提案（範囲・スケジュール・費用）',
      'ご契約',
      '支援開始',
    ],
    contactPage: withLocalePrefix('/Contact_Us', 'ja'),
    desk: '/japanese',
  },
] as const;

describe.each(profiles)('company profile in $locale ($path)', (profile) => {
  it('has one h1, its title, and its sections in order: overview, offerings, desk, steps, contacts', async () => {
    await renderApp(profile.path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(profile.heading);
    await waitFor(() => expect(document.title).toBe(profile.title));
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      profile.sections,
    );
    for (const name of profile.sections) {
      expect(main.getByRole('region', { name })).toBeInTheDocument();
    }
    expectNoSkippedHeadingLevels();
  });

  it("shows the company overview's table of facts", async () => {
    await renderApp(profile.path);
    const overview = screen.getByRole('region', { name: profile.sections[0] });
    expect(within(overview).getAllByRole('term')).toHaveLength(6);
    expect(within(overview).getAllByRole('term')[0]?.nextElementSibling).toHaveTextContent(
      site.brand,
    );
  });

  it('names every offering with the line its own page gives it', async () => {
    await renderApp(profile.path);
    const offerings = screen.getByRole('region', { name: profile.sections[1] });
    expect(
      within(offerings)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(profile.groups);
    const terms = within(offerings).getAllByRole('term');
    expect(terms).toHaveLength(verticals.length + productIds.length + 2);
    expect(terms[0]).toHaveTextContent(profile.firstVertical);
    expect(terms[0]?.nextElementSibling).toHaveTextContent(profile.firstLine);
    const product = terms[verticals.length];
    expect(product).toHaveTextContent(profile.firstProduct[0]);
    expect(product?.nextElementSibling).toHaveTextContent(profile.firstProduct[1]);
    for (const term of terms) {
      const line = term.nextElementSibling?.textContent ?? '';
      expect(line.length).toBeGreaterThan(15);
      expect(line).not.toMatch(/meta\.description/);
    }
  });

  it("tells the Japan desk's services and the five steps of an engagement", async () => {
    await renderApp(profile.path);
    const desk = screen.getByRole('region', { name: profile.sections[2] });
    expect(within(desk).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const steps = screen.getByRole('region', { name: profile.sections[3] });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(profile.steps);
  });

  it('gives the address, phone, e-mail, and the contact and desk pages with their full addresses', async () => {
    await renderApp(profile.path);
    const contact = within(screen.getByRole('region', { name: profile.sections[5] }));
    expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    expect(contact.getByText(new RegExp(site.address.street))).toBeInTheDocument();
    for (const path of [profile.contactPage, profile.desk]) {
      expect(contact.getByRole('link', { name: `${site.origin}${path}` })).toHaveAttribute(
        'href',
        path,
      );
    }
  });
});

describe('company overview', () => {
  it.each([
    ['/company', 'Read the company profile', '/company-profile'],
    [
      withLocalePrefix('/company', 'ja'),
      '会社案内を見る',
      withLocalePrefix('/company-profile', 'ja'),
    ],
  ])('on %s links the company profile in its language', async (page, name, href) => {
    await renderApp(page);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe("the company profile's PDF, linked with its size", () => {
  it.each([
    ['/company-profile', 'en', /^Company profile \(PDF, (\d+) KB\)$/],
    [withLocalePrefix('/company-profile', 'ja'), 'ja', /^会社案内（PDF、(\d+) KB）$/],
    ['/company', 'en', /^Company profile \(PDF, (\d+) KB\)$/],
    [withLocalePrefix('/company', 'ja'), 'ja', /^会社案内（PDF、(\d+) KB）$/],
    ['/japan', 'en', /^Company profile \(PDF, (\d+) KB\)$/],
    ['/japanese', 'ja', /^会社案内（PDF、(\d+) KB）$/],
  ] as const)('on %s, in %s', async (page, locale, name) => {
    await renderApp(page);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', profilePdfPath(locale));
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('hreflang');
    const bytes = profilePdfBytes[locale];
    expect(bytes, `a size recorded for ${locale} (npm run profile:sizes)`).toBeGreaterThan(0);
    expect(Number(name.exec(link.textContent)?.[1])).toBe(profilePdfKilobytes(bytes!));
  });
});
