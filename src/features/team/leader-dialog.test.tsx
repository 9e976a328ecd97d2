import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogs } from '@/behaviours/dialog';
import { renderWithCatalogs } from '../../../tests/render-app';
import { installDialogPolyfill } from '../../../tests/support/jsdom-dialog';
import { LeaderDialog, type LeaderDialogPerson } from './leader-dialog';

// jsdom has neither the dialog's methods (the polyfill) nor invoker commands and `closedby`
// (installDialogs fills those in, as it does in browsers without them). Once per file: each call
// adds its listeners again.
beforeAll(() => {
  installDialogPolyfill();
  installDialogs();
});

const dialogId = 'leader-mariko';

const person: LeaderDialogPerson = {
  name: { name: 'Mariko Ishida' },
  designation: 'Head of Research',
  biography: 'Mariko leads research. She has built forecasting systems for retailers.',
  image: '/images/team/leader-arjun-mehta.svg',
  imageAlt: 'Illustrated avatar of Mariko Ishida',
  imageSize: 120,
  linkedin: 'https://www.linkedin.com/in/example-mariko-ishida',
  email: 'mariko.ishida@example.com',
};

/** The dialog, written into the page closed, and a button that opens it as the cards' do. */
async function renderDialog(overrides: Partial<LeaderDialogPerson> = {}) {
  await renderWithCatalogs(
    <>
      <button type="button" commandfor={dialogId} command="show-modal">
        Read more
      </button>
      <LeaderDialog id={dialogId} person={{ ...person, ...overrides }} />
    </>,
    { namespaces: ['team'] },
  );
  const opener = screen.getByRole('button', { name: 'Read more' });
  // Closed, it is hidden, and so is the heading that names it.
  const dialog = screen.getByRole('dialog', { hidden: true });
  return { dialog, opener, user: userEvent.setup() };
}

/** Renders the dialog and opens it with its button. */
async function openDialog(overrides: Partial<LeaderDialogPerson> = {}) {
  const rendered = await renderDialog(overrides);
  await rendered.user.click(rendered.opener);
  expect(rendered.dialog).toHaveAttribute('open');
  return rendered;
}

describe('leader dialog', () => {
  it('is written into the page closed, under the id its buttons name', async () => {
    const { dialog } = await renderDialog();
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog).toHaveAttribute('id', dialogId);
  });

  it('opens as a modal dialog named by the leader, with everything about them', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const { dialog } = await openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(dialog).toHaveAccessibleName('Mariko Ishida');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Mariko Ishida');
    expect(within(dialog).getByText('Head of Research')).toBeInTheDocument();
    expect(within(dialog).getByText(person.biography)).toBeInTheDocument();
    const image = within(dialog).getByRole('img', { name: 'Illustrated avatar of Mariko Ishida' });
    expect(image).toHaveAttribute('src', person.image);
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
    // Written into every team page, seven pictures must not load until their dialog opens.
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('links to LinkedIn in a new tab without the opener, and to the e-mail address', async () => {
    const { dialog } = await openDialog();
    const linkedin = within(dialog).getByRole('link', { name: /LinkedIn profile/ });
    expect(linkedin).toHaveAttribute('href', person.linkedin);
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(linkedin).toHaveAccessibleName('LinkedIn profile of Mariko Ishida (opens in a new tab)');
    const email = within(dialog).getByRole('link', { name: /mariko\.ishida@example\.com/ });
    expect(email).toHaveAttribute('href', 'mailto:mariko.ishida@example.com');
    expect(email).not.toHaveAttribute('target');
  });

  it('leaves out an empty LinkedIn profile, e-mail address and designation', async () => {
    const { dialog } = await openDialog({ linkedin: '', email: '', designation: '' });
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).queryByText('Head of Research')).toBeNull();
    expect(dialog.querySelector('.team-dialog__designation')).toBeNull();
    expect(within(dialog).getByText(person.biography)).toBeInTheDocument();
  });

  it.each([
    ['LinkedIn profile', { linkedin: '' }, `mailto:${person.email}`],
    ['e-mail address', { email: '' }, person.linkedin],
  ])('shows only the link it has when the %s is empty', async (_, overrides, href) => {
    const { dialog } = await openDialog(overrides);
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', href);
  });

  it('has its × and Close buttons close it by its id, and a click outside close it', async () => {
    // What browsers act on by themselves (invoker commands, `closedby`), with no script at all.
    const { dialog } = await renderDialog();
    const buttons = [
      within(dialog).getByRole('button', { hidden: true, name: 'Close the biography' }),
      within(dialog).getByRole('button', { hidden: true, name: 'Close' }),
    ];
    for (const button of buttons) {
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('commandfor', dialogId);
      expect(button).toHaveAttribute('command', 'close');
    }
    expect(dialog).toHaveAttribute('closedby', 'any');
  });

  it('puts the focus on its × button, the first thing in it, when it opens', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Close the biography' })).toHaveFocus();
  });

  it.each([
    ['the × button', 'Close the biography'],
    ['the Close button', 'Close'],
  ])('closes with %s and gives the focus back to its opener', async (_, name) => {
    const { dialog, opener, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes with a click on the backdrop, but not with a click inside', async () => {
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByText(person.biography));
    await user.click(within(dialog).getByRole('heading', { name: 'Mariko Ishida' }));
    expect(dialog).toHaveAttribute('open');

    // The panel fills the dialog, so a click on the dialog element itself is on the backdrop.
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const { dialog, user } = await openDialog();
    const text = within(dialog).getByText(person.biography);
    await user.pointer([
      { keys: '[MouseLeft>]', target: text },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes with Escape and gives the focus back to its opener', async () => {
    const { dialog, opener, user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const { dialog, user } = await openDialog();
    const dismiss = within(dialog).getByRole('button', { name: 'Close the biography' });
    const linkedin = within(dialog).getByRole('link', { name: /LinkedIn profile/ });
    const email = within(dialog).getByRole('link', { name: /mariko\.ishida/ });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(dismiss).toHaveFocus();
    await user.tab();
    expect(linkedin).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(dismiss).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(email).toHaveFocus();
  });

  it('brings focus back inside when it has strayed', async () => {
    const { dialog, user } = await openDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close the biography' })).toHaveFocus();
    await user.click(within(dialog).getByText(person.biography));
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('lets Tab leave it once it has closed', async () => {
    const { dialog, opener, user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await user.tab();
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });
});
