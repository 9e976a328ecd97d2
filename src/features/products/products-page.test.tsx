import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { products } from './products';
import { site } from '@/site';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';

const productNames = ['Sangam', 'Tula', 'Vani', 'Dhara'];

async function productCards() {
  await renderApp('/Our_products');
  const list = screen.getByRole('list', { name: 'The Setu Ventures products' });
  return within(list).getAllByRole('article');
}

describe('products page', () => {
  it('has one h1, its title, an intro, and headings that never skip a level', async () => {
    await renderApp('/Our_products');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Products');
    expect(screen.getByText(/We turned four of them into products/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our Products | Setu Ventures'));
    expectNoSkippedHeadingLevels();
  });

  it('shows the four products in order, each named by its heading', async () => {
    const cards = await productCards();
    expect(cards).toHaveLength(4);
    cards.forEach((card, index) => {
      expect(card).toHaveAccessibleName(productNames[index]);
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
        productNames[index]!,
      );
    });
  });

  it('gives every product a tagline, a description and three benefits', async () => {
    const cards = await productCards();
    for (const [index, card] of cards.entries()) {
      const name = productNames[index]!;
      const benefits = within(card).getByRole('list', { name: `What ${name} gives you` });
      expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
      // The paragraphs: category, tagline, description (which names the product).
      const paragraphs = card.querySelectorAll('p');
      expect(paragraphs).toHaveLength(3);
      expect(paragraphs[2]).toHaveTextContent(name);
    }
    expect(within(cards[2]!).getByText(/20\+ languages/, { selector: 'p' })).toBeInTheDocument();
  });

  it('draws each illustration into the page, described and sized', async () => {
    const cards = await productCards();
    for (const [index, card] of cards.entries()) {
      const image = within(card).getByRole('img');
      expect(image).toHaveAccessibleName(/^Illustration: /);
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '320');
      await expect(image).toDrawFile(products[index]!.image);
    }
  });

  it('opens the talent platform in a new tab, without the opener, and says so', async () => {
    const [talent] = await productCards();
    const link = within(talent!).getByRole('link');
    expect(link).toHaveAccessibleName('Visit Sangam (opens in a new tab)');
    expect(link).toHaveAttribute('href', site.talentPlatformUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sends the other three products to the contact page, in the same tab', async () => {
    const [, ...others] = await productCards();
    const expected = ['Request a Tula demo', 'Talk to us about Vani', 'Plan your Dhara data lake'];
    others.forEach((card, index) => {
      const link = within(card).getByRole('link');
      expect(link).toHaveAccessibleName(expected[index]);
      expect(link).toHaveAttribute('href', '/Contact_Us');
      expect(link).not.toHaveAttribute('target');
    });
  });

  it('takes a visitor from a product to the contact page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/Our_products');
    await user.click(screen.getByRole('link', { name: 'Request a Tula demo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Contact_Us'));
  });
});
