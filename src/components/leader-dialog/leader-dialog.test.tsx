import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithCatalogs } from '../../../tests/render-app';
import { installDialogPolyfill } from './jsdom-dialog';
import { LeaderDialog, type LeaderDialogPerson } from './leader-dialog';

beforeAll(installDialogPolyfill);

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

async function renderDialog(overrides: Partial<LeaderDialogPerson> = {}) {
  const onClose = vi.fn();
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  await renderWithCatalogs(
    <LeaderDialog person={{ ...person, ...overrides }} onClose={onClose} />,
    {
      namespaces: ['team'],
    },
  );
  const dialog = screen.getByRole('dialog', { name: (overrides.name ?? person.name).name });
  return { dialog, onClose, showModal, user: userEvent.setup() };
}

describe('leader dialog', () => {
  it('opens as a modal dialog named by the leader, with everything about them', async () => {
    const { dialog, showModal } = await renderDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Mariko Ishida');
    expect(within(dialog).getByText('Head of Research')).toBeInTheDocument();
    expect(within(dialog).getByText(person.biography)).toBeInTheDocument();
    const image = within(dialog).getByRole('img', { name: 'Illustrated avatar of Mariko Ishida' });
    expect(image).toHaveAttribute('src', person.image);
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
  });

  it('links to LinkedIn in a new tab without the opener, and to the e-mail address', async () => {
    const { dialog } = await renderDialog();
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
    const { dialog } = await renderDialog({ linkedin: '', email: '', designation: '' });
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).queryByText('Head of Research')).toBeNull();
    expect(dialog.querySelector('.team-dialog__designation')).toBeNull();
    expect(within(dialog).getByText(person.biography)).toBeInTheDocument();
  });

  it('shows only the links it has', async () => {
    const { dialog } = await renderDialog({ linkedin: '' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', `mailto:${person.email}`);
  });

  it('moves focus to its close button when it opens', async () => {
    await renderDialog();
    expect(screen.getByRole('button', { name: 'Close the biography' })).toHaveFocus();
  });

  it('closes with the × button', async () => {
    const { dialog, onClose, user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close the biography' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the Close button', async () => {
    const { dialog, onClose, user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with a click on the backdrop, but not with a click inside', async () => {
    const { dialog, onClose, user } = await renderDialog();
    await user.click(screen.getByText(person.biography));
    await user.click(screen.getByRole('heading', { name: 'Mariko Ishida' }));
    expect(dialog).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();

    // The panel fills the dialog, so a click on the dialog element itself is on the backdrop.
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const { dialog, onClose, user } = await renderDialog();
    const text = screen.getByText(person.biography);
    await user.pointer([
      { keys: '[MouseLeft>]', target: text },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(dialog).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const { dialog, onClose, user } = await renderDialog();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const { user } = await renderDialog();
    const dismiss = screen.getByRole('button', { name: 'Close the biography' });
    const linkedin = screen.getByRole('link', { name: /LinkedIn profile/ });
    const email = screen.getByRole('link', { name: /mariko\.ishida/ });
    const close = screen.getByRole('button', { name: 'Close' });
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
    const { user } = await renderDialog();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the biography' })).toHaveFocus();
  });
});
