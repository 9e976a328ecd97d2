import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCatalogs } from '../../../tests/render-app';
import { TodayStats } from './today-stats';

/** The figure (dd) shown with a label (dt) in the Today section. */
function figureOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The claim at `index` in the Today section's list. */
function claim(index: number): HTMLElement {
  const item = within(screen.getByRole('list')).getAllByRole('listitem')[index];
  if (!item) throw new Error(`No claim ${String(index)}`);
  return item;
}

describe('Today section', () => {
  it('writes each figure with the counter of its language', async () => {
    await renderWithCatalogs(<TodayStats />, { locale: 'ja', namespaces: ['home'] });
    expect(figureOf('チームメンバー')).toBe('100名以上');
    expect(figureOf('メンバーの国籍')).toBe('20か国以上');
    expect(figureOf('サービスを提供する大陸')).toBe('4大陸以上');
  });

  it('keeps the English figures as a number and a plus sign', async () => {
    await renderWithCatalogs(<TodayStats />, { locale: 'en', namespaces: ['home'] });
    expect(figureOf('Team members')).toBe('100+');
    expect(figureOf('Continents served')).toBe('4+');
  });

  it('puts a claim’s figure where its language puts it, in bold', async () => {
    await renderWithCatalogs(<TodayStats />, { locale: 'ja', namespaces: ['home'] });
    const iot = claim(1);
    expect(iot).toHaveTextContent(/^30件以上のIoTソリューションを導入$/);
    expect(iot.querySelector('strong')).toHaveTextContent(/^30件以上$/);
    expect(claim(2)).toHaveTextContent(/^居住性インデックスを支える400項目以上のパラメーター$/);
  });

  it('leads an English claim with its figure', async () => {
    await renderWithCatalogs(<TodayStats />, { locale: 'en', namespaces: ['home'] });
    expect(claim(0)).toHaveTextContent(/^100\+ AI models and products in production$/);
    expect(claim(0).querySelector('strong')).toHaveTextContent(/^100\+$/);
  });
});
