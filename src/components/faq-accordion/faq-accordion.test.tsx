import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const items = ['one', 'two', 'three'].map((id) => ({
  id,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
}));

/** Each question's `<details>`, found from its heading (a `<summary>` has no role of its own). */
function disclosures(container: HTMLElement) {
  return within(container)
    .getAllByRole('heading')
    .map((heading) => {
      const summary = heading.closest('summary')!;
      return { heading, summary, details: summary.closest('details')! };
    });
}

describe('FAQ accordion', () => {
  it('starts with every answer closed, each answer in its question’s details', () => {
    const { container } = render(<FaqAccordion items={items} />);
    const found = disclosures(container);
    expect(found).toHaveLength(3);
    found.forEach(({ heading, summary, details }, index) => {
      expect(heading).toHaveTextContent(items[index]!.question);
      expect(summary.parentElement).toBe(details);
      expect(details.open).toBe(false);
      const answer = within(details).getByText(items[index]!.answer);
      expect(answer).not.toBeVisible();
    });
  });

  // Only one open at a time is the browser's work (exclusive accordion): tested in a browser.
  it('gives its details one name, its own, by which the browser keeps one answer open', () => {
    const { container } = render(
      <>
        <FaqAccordion items={items} />
        <FaqAccordion items={items} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('.faq-accordion')].map((accordion) =>
      [...accordion.querySelectorAll('details')].map((details) => details.getAttribute('name')),
    );
    expect(first).toHaveLength(3);
    expect(first![0]).toMatch(/\S/);
    expect(first).toEqual(Array(3).fill(first![0]));
    expect(second).toEqual(Array(3).fill(second![0]));
    expect(second![0]).toMatch(/\S/);
    expect(second![0]).not.toBe(first![0]);
  });

  it('opens an answer when its question is clicked, and closes it when clicked again', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqAccordion items={items} />);
    const [, second] = disclosures(container);
    await user.click(second!.heading);
    expect(second!.details.open).toBe(true);
    expect(screen.getByText('Answer two.')).toBeVisible();
    expect(screen.getByText('Answer one.')).not.toBeVisible();

    await user.click(second!.summary);
    expect(second!.details.open).toBe(false);
    expect(screen.getByText('Answer two.')).not.toBeVisible();
  });

  // Enter and Space on a summary are the browser's own (jsdom gives them no effect).
  it('puts every question in the keyboard’s order, and nothing else', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqAccordion items={items} />);
    for (const { summary } of disclosures(container)) {
      await user.tab();
      expect(summary).toHaveFocus();
    }
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('puts each question under a heading of the given level', () => {
    render(<FaqAccordion items={items} headingLevel={2} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(items.map((item) => item.question));
  });

  it('makes the questions level-3 headings unless told otherwise', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
