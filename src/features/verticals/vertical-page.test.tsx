import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verticals } from './verticals';
import { renderApp } from '../../../tests/render-app';

describe('vertical pages', () => {
  it.each(verticals.map((vertical) => [vertical.path, vertical] as const))(
    '%s draws its banner and every card illustration into the page, each described',
    async (path, content) => {
      await renderApp(path);
      const banner = screen.getByRole('region', {
        name: screen.getByRole('heading', { level: 1 }).textContent,
      });
      const bannerImage = within(banner).getByRole('img');
      expect(bannerImage).toHaveAccessibleName(/\S/);
      await expect(bannerImage).toDrawFile(content.banner.image);

      const cards = content.sections.flatMap((section) =>
        section.kind === 'cards' || section.kind === 'results' ? section.items : [],
      );
      const drawn = screen
        .getAllByRole('listitem')
        .filter((item) => item.classList.contains('vertical-card'));
      expect(drawn).toHaveLength(cards.length);
      for (const [index, card] of drawn.entries()) {
        const image = within(card).getByRole('img');
        expect(image).toHaveAccessibleName(/\S/);
        expect(image).toHaveAttribute('width', '320');
        expect(image).toHaveAttribute('height', '240');
        await expect(image).toDrawFile(cards[index]!.image);
      }
      expect(document.querySelectorAll('main img[src*="/images/verticals/"]')).toHaveLength(0);
    },
  );
});
