import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { japanDeskLead } from './desk-lead';
import { localizePath } from '@/app/addresses';
import { contactPath } from '@/features/contact/paths';
import { leaders } from '@/features/team/team';
import { ensureNamespaces } from '@/i18n/create-i18n';
import { site } from '@/site';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';

/** Each page of the desk, with the words these tests look for in its language. */
const desks = [
  {
    locale: 'en',
    path: '/japan',
    services: 'How we help',
    faq: 'Frequently asked questions',
    steps: 'How an engagement proceeds',
    titles: ['Enquiry', 'Discovery call', 'Proposal', 'Agreement', 'Kick-off'],
    contact: 'Your contact at the Japan Desk',
    name: 'Haruka Sato',
    reading: null,
    role: 'Director, Japan Desk',
    hours: 'Weekdays 10:00–18:00 Japan time (JST, UTC+9)',
    languages: 'Japanese and English',
    button: 'Go to the enquiry form',
  },
  {
    locale: 'ja',
    path: '/japanese',
    services: '支援内容',
    faq: 'よくあるご質問',
    steps: 'ご支援の流れ',
    titles: [
      'お問い合わせ',
      'ヒアリング（無料の初回相談）',
      'ご提案（範囲・スケジュール・費用）',
      'ご契約',
      '支援開始',
    ],
    contact: 'ジャパンデスクの窓口',
    name: '佐藤 遥',
    reading: 'さとう はるか',
    role: 'ジャパンデスク・ディレクター',
    hours: '平日10:00～18:00（日本時間）',
    languages: '日本語、英語',
    button: 'お問い合わせフォームへ',
  },
] as const;

describe.each(desks)('Japan desk page in $locale ($path)', (desk) => {
  it('keeps one h1 and headings that never skip a level with the two new sections', async () => {
    await renderApp(desk.path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: desk.steps })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: desk.contact })).toBeInTheDocument();
    expectNoSkippedHeadingLevels();
  });

  it('lists the five steps of an engagement in order, each under its own h3', async () => {
    await renderApp(desk.path);
    const section = screen.getByRole('region', { name: desk.steps });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(desk.titles);
    for (const step of steps) {
      expect(step.querySelector('p')?.textContent).toMatch(/\S/);
    }
  });

  it('places the steps after the services, then the contact, then the FAQ', async () => {
    await renderApp(desk.path);
    const order = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    const services = order.indexOf(desk.services);
    expect(services).toBeGreaterThan(-1);
    expect(order.slice(services + 1, services + 4)).toEqual([desk.steps, desk.contact, desk.faq]);
  });

  it('names the person who leads the desk, with the role, languages and hours in JST', async () => {
    await renderApp(desk.path);
    const section = screen.getByRole('region', { name: desk.contact });
    const name = within(section).getByRole('heading', { level: 3 });
    expect(name.firstChild?.textContent).toBe(desk.name);
    if (desk.reading) {
      expect(within(name).getByText(desk.reading)).toHaveClass('person-name__reading');
    } else {
      expect(name).toHaveTextContent(new RegExp(`^${desk.name}$`));
    }
    expect(within(section).getByText(desk.role)).toBeInTheDocument();
    expect(within(section).getByText(desk.languages).tagName).toBe('DD');
    expect(within(section).getByText(desk.hours).tagName).toBe('DD');
  });

  it('offers the contact page in the page language and the company e-mail', async () => {
    await renderApp(desk.path);
    const section = screen.getByRole('region', { name: desk.contact });
    expect(within(section).getByRole('link', { name: desk.button })).toHaveAttribute(
      'href',
      localizePath(contactPath, desk.locale),
    );
    expect(within(section).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });

  it('gives the lead the role the team page gives her', async () => {
    const { i18n } = await renderApp(desk.path);
    await ensureNamespaces(i18n, desk.locale, ['team']);
    const team = i18n.getFixedT(desk.locale, 'team');
    expect(team('leadership.designations.japanDeskDirector')).toBe(desk.role);
  });
});

describe('the Japan desk lead', () => {
  it("is the team's Japan desk director, the one leader with that role", () => {
    const directors = leaders.filter((leader) => leader.designation === 'japanDeskDirector');
    expect(directors).toEqual([japanDeskLead()]);
    expect(japanDeskLead().name).toBe('Haruka Sato');
  });
});
