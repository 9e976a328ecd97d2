import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/site';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';

describe('AI trainings page', () => {
  it('has one h1 in a hero with a lead, its title, and headings that never skip a level', async () => {
    await renderApp('/ai-trainings');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('region', { name: 'Make every team ready to work with AI' });
    expect(within(hero).getByText(/Practical AI training/)).toBeInTheDocument();
    expect(within(hero).getByRole('img')).toHaveAccessibleName(expect.stringMatching(/\S/));
    await waitFor(() => expect(document.title).toBe('AI Trainings | Setu Ventures'));
    expectNoSkippedHeadingLevels();
  });

  it('shows the three figures of docs/behaviour.md §6.9', async () => {
    await renderApp('/ai-trainings');
    const stats = screen.getByRole('list', { name: 'AI training in numbers' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '100+ hours of training delivered',
      '45% peak productivity increase',
      '8x workforce optimization',
    ]);
  });

  it('shows the three reasons to choose the training', async () => {
    await renderApp('/ai-trainings');
    const results = screen.getByRole('region', { name: 'Training that shows in the results' });
    expect(
      within(results)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Customized training per department',
      'Proven productivity, up to 45%',
      'Strategic workforce optimization',
    ]);
  });

  it('shows the three features, each with a decorative icon loaded lazily', async () => {
    await renderApp('/ai-trainings');
    const features = screen.getByRole('region', { name: 'How the training works' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hands-on workshops', 'Expert instructors', 'Ongoing support']);
    const icons = features.querySelectorAll('img');
    expect(icons).toHaveLength(3);
    icons.forEach((icon) => {
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('loading', 'lazy');
      expect(icon).toHaveAttribute('width');
      expect(icon).toHaveAttribute('height');
    });
  });

  it('opens a mail to the company contact in a new tab from every consultation button', async () => {
    await renderApp('/ai-trainings');
    const links = screen.getAllByRole('link', {
      name: 'Get a Free Consultation (opens in a new tab)',
    });
    expect(links.length).toBeGreaterThanOrEqual(1);
    const hero = screen.getByRole('region', { name: 'Make every team ready to work with AI' });
    expect(within(hero).getByRole('link', { name: /Get a Free Consultation/ })).toBe(links[0]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = link.getAttribute('href')!;
      expect(href.startsWith('https://mail.google.com/mail/?view=cm&fs=1&to=')).toBe(true);
      const url = new URL(href);
      expect(url.searchParams.get('to')).toBe(site.email);
      expect(url.searchParams.get('su')).toBe('Free consultation: AI training for our teams');
    }
  });
});
