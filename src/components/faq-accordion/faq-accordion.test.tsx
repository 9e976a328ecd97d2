import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const items = ['one', 'two', 'three'].map((id) => ({
  id,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
}));

describe('FAQ accordion', () => {
  it('starts closed, with disclosure buttons that control their answers', () => {
    render(<FaqAccordion items={items} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeVisible();
    }
  });

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Question one?' })).toHaveTextContent('Answer one.');

    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer one.')).not.toBeVisible();
    expect(screen.getByText('Answer two.')).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button')[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts each question under a heading of the given level', () => {
    render(<FaqAccordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
