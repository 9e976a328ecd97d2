import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';

const offerings = [
  ['Company setup', '/images/global-capability/company-setup.svg'],
  ['End-to-end infrastructure', '/images/global-capability/infrastructure.svg'],
  ['Prime office locations', '/images/global-capability/office-locations.svg'],
  ['Local talent acquisition', '/images/global-capability/talent-acquisition.svg'],
] as const;

async function offeringItems() {
  await renderApp('/Global_capability');
  const section = screen.getByRole('region', {
    name: 'Everything your centre needs, from one partner',
  });
  return within(section).getAllByRole('listitem');
}

describe('global capability centre advisory page', () => {
  it('has one h1, its title, and headings that never skip a level', async () => {
    await renderApp('/Global_capability');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Global Capability Centre Advisory',
    );
    await waitFor(() =>
      expect(document.title).toBe('Global Capability Centre Advisory | Setu Ventures'),
    );
    expectNoSkippedHeadingLevels();
  });

  it('introduces GCCs in India and quotes the 10+ advisory engagements', async () => {
    await renderApp('/Global_capability');
    const intro = screen.getByRole('region', { name: 'Your own centre of excellence in India' });
    expect(within(intro).getByText(/global capability centre \(GCC\)/)).toBeInTheDocument();
    expect(within(intro).getByText(/^Setu Ventures guides you/)).toBeInTheDocument();
    expect(intro).toHaveTextContent(/10\+\s*GCC advisory engagements/);
  });

  it('shows the four offerings in order, each with its illustration drawn in and a description', async () => {
    const items = await offeringItems();
    expect(items).toHaveLength(4);
    for (const [index, item] of items.entries()) {
      const [title, src] = offerings[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(title);
      expect(within(item).getByText(/.{60,}/).tagName).toBe('P');
      const image = within(item).getByRole('img');
      expect(image.getAttribute('aria-label')).toMatch(/\S/);
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '320');
      await expect(image).toDrawFile(src);
    }
  });

  it('alternates the image left and right by position', async () => {
    const items = await offeringItems();
    items.forEach((item, index) => {
      const side = index % 2 === 0 ? 'left' : 'right';
      const other = index % 2 === 0 ? 'right' : 'left';
      expect(item).toHaveClass(`global-capability__offering--image-${side}`);
      expect(item).not.toHaveClass(`global-capability__offering--image-${other}`);
    });
  });

  it('ends with a closing line and the Write to us form as the page’s #Contact section', async () => {
    await renderApp('/Global_capability');
    expect(screen.getByText(/^One partner from feasibility to operations/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan your centre with us' })).toHaveAttribute(
      'href',
      '#Contact',
    );
    expect(document.querySelectorAll('#Contact')).toHaveLength(1);
    const contact = screen.getByRole('region', { name: 'Write to us' });
    expect(contact).toHaveAttribute('id', 'Contact');
    expect(within(contact).getByRole('textbox', { name: 'Work e-mail' })).toHaveAttribute(
      'type',
      'email',
    );
    // Both of the button's faces are in its name here: the stylesheet shows one at a time.
    expect(within(contact).getByRole('button', { name: /^Send message/ })).toBeEnabled();
    const page = contact.parentElement!;
    expect(page.lastElementChild).toBe(contact);
  });
});
