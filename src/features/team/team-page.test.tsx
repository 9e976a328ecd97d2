import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogs } from '@/behaviours/dialog';
import { installDialogPolyfill } from '../../../tests/support/jsdom-dialog';
import { ellipsis } from './text-preview';
import { renderApp, renderWithCatalogs } from '../../../tests/render-app';
import TeamPage from './team-page';

// jsdom has neither the dialog's methods (the polyfill) nor invoker commands and `closedby`
// (installDialogs fills those in, as it does in browsers without them). Once per file: each call
// adds its listeners again.
beforeAll(() => {
  installDialogPolyfill();
  installDialogs();
});

/** The leaders, in the order of their cards. */
const leaderNames = [
  'Arjun Mehta',
  'Haruka Sato',
  'Priya Raghavan',
  'Daniel Okafor',
  'Kenji Watanabe',
  'Leila Haddad',
  'Vikram Singh Rathore',
];

async function renderPage() {
  await renderWithCatalogs(<TeamPage />, { namespaces: ['team'] });
  return userEvent.setup();
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function leaderCards(): HTMLElement[] {
  return within(section('Our Leadership')).getAllByRole('listitem');
}

function cardOf(name: string): HTMLElement {
  return screen.getByText(name, { selector: '.team-leader h3' }).closest('li')!;
}

/** The open dialog, if any (a cheap query, as above). */
function openDialog(): HTMLDialogElement | null {
  return document.querySelector('dialog[open]');
}

/** The card's Read more button (a cheap query: role queries are slow on a whole page). */
function openerOf(name: string): HTMLButtonElement {
  const button = cardOf(name).querySelector('button')!;
  expect(button).toHaveAccessibleName(`Read more about ${name}`);
  return button;
}

describe('team page', () => {
  it('renders one h1, then About Us, Our Leadership and Meet our team in order', async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Who We Are');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['About Us', 'Our Leadership', 'Meet our team']);
    expect(section('About Us')).toHaveTextContent('100+ people');
    expect(section('About Us')).toHaveTextContent('20+ nationalities');
  });

  it('shows exactly 7 leaders and 18 technology staff', async () => {
    await renderPage();
    expect(leaderCards()).toHaveLength(7);
    const staff = within(section('Meet our team'));
    expect(staff.getByRole('heading', { level: 3, name: 'Technology' })).toBeInTheDocument();
    expect(
      within(staff.getByRole('list', { name: 'Technology' })).getAllByRole('listitem'),
    ).toHaveLength(18);
    expect(staff.getByText('Ananya Iyer')).toBeInTheDocument();
    expect(staff.getByText('Data Scientist')).toBeInTheDocument();
  });

  it('writes names as Japanese readers expect them: kanji with a kana reading, or Latin with katakana', async () => {
    await renderWithCatalogs(<TeamPage />, { locale: 'ja', namespaces: ['team'] });
    const haruka = document.querySelectorAll('.team-leader h3')[1]!;
    expect(haruka).toHaveTextContent('佐藤 遥さとう はるか');
    const arjun = document.querySelector('.team-leader h3')!;
    expect(arjun.querySelector('[lang="en"]')).toHaveTextContent('Arjun Mehta');
    expect(arjun.querySelector('.person-name__reading')).toHaveTextContent('アルジュン・メータ');
    expect(arjun.closest('li')?.querySelector('button')).toHaveAccessibleName(
      expect.stringContaining('Arjun Mehta') as string,
    );
    expect(screen.getByText('中村 拓海')).toBeInTheDocument();
    expect(screen.getByText('オルワセウン・アデイェミ')).toBeInTheDocument();
  });

  it('renders nothing at all for the empty social media marketing group', async () => {
    await renderPage();
    const staff = section('Meet our team');
    expect(within(staff).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(within(staff).getAllByRole('list')).toHaveLength(1);
    expect(screen.queryByText('Social media marketing')).toBeNull();
  });

  it.each(['en', 'ja'] as const)(
    'previews each biography (%s) with its first 200 characters at most and an ellipsis',
    async (locale) => {
      await renderWithCatalogs(<TeamPage />, { locale, namespaces: ['team'] });
      const cards = document.querySelectorAll('.team-leader');
      expect(cards).toHaveLength(7);
      for (const card of cards) {
        const preview = card.querySelector('.team-leader__preview')!.textContent;
        const dialogId = card.querySelector('button')!.getAttribute('commandfor')!;
        const biography = document
          .getElementById(dialogId)!
          .querySelector('.team-dialog__biography')!.textContent;
        expect(preview.endsWith(ellipsis)).toBe(true);
        const start = preview.slice(0, -ellipsis.length);
        // The very words the biography starts with, as the dialog shows it.
        expect(biography.slice(0, start.length)).toBe(start);
        expect(start.length).toBeLessThanOrEqual(200);
        expect(start.length).toBeGreaterThan(150);
      }
    },
  );

  it('gives every avatar its size and lazy loading, and a leader without designation none', async () => {
    await renderPage();
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('alt');
    }
    expect(cardOf('Vikram Singh Rathore').querySelector('.team-leader__designation')).toBeNull();
    expect(
      within(cardOf('Arjun Mehta')).getByText('Founder and Chief Executive Officer'),
    ).toBeInTheDocument();
  });

  it("writes every leader's biography into the page as a closed dialog", async () => {
    await renderPage();
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    expect(dialogs).toHaveLength(7);
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const dialog of dialogs) expect(dialog).not.toHaveAttribute('open');
    // Closed, a dialog is hidden and so is its name: read the heading it is labelled by.
    const names = dialogs.map((dialog) => {
      const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      return label && dialog.contains(label) ? label.textContent : null;
    });
    expect(names).toEqual(leaderNames);
  });

  // Seven openings and closings on the whole page: slow in jsdom.
  it("opens, from each card's Read more, that leader's dialog and only that one", async () => {
    const user = await renderPage();
    expect(leaderCards().map((card) => card.querySelector('h3')?.textContent)).toEqual(leaderNames);
    for (const name of leaderNames) {
      const opener = openerOf(name);
      expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(opener);
      const dialog = openDialog()!;
      expect(dialog).toHaveAccessibleName(name);
      expect(document.querySelectorAll('dialog[open]')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(openDialog()).toBeNull();
    }
  }, 30_000);

  it('opens a leader in a dialog with the full biography and their links', async () => {
    const user = await renderPage();
    expect(openDialog()).toBeNull();
    await user.click(openerOf('Arjun Mehta'));
    const dialog = screen.getByRole('dialog', { name: 'Arjun Mehta' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('Founder and Chief Executive Officer')).toBeInTheDocument();
    const biography = within(dialog).getByText(/^Arjun founded Setu Ventures/);
    expect(biography.textContent).toMatch(/possible\.$/);
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/images/team/leader-arjun-mehta.svg',
    );
    expect(within(dialog).getByRole('link', { name: /LinkedIn profile/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/example-arjun-mehta',
    );
    expect(within(dialog).getByRole('link', { name: /arjun\.mehta@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:arjun.mehta@example.com',
    );
  });

  it.each([
    ['Kenji Watanabe', []],
    ['Daniel Okafor', ['https://www.linkedin.com/in/example-daniel-okafor']],
    ['Leila Haddad', ['mailto:leila.haddad@example.com']],
  ] as const)('leaves out the links %s does not have', async (name, hrefs) => {
    const user = await renderPage();
    await user.click(openerOf(name));
    const dialog = screen.getByRole('dialog', { name });
    const links = [...dialog.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(hrefs);
  });

  it('leaves out the designation of the leader who has none', async () => {
    const user = await renderPage();
    await user.click(openerOf('Vikram Singh Rathore'));
    const dialog = screen.getByRole('dialog', { name: 'Vikram Singh Rathore' });
    expect(dialog.querySelector('.team-dialog__designation')).toBeNull();
    expect(dialog.querySelectorAll('a')).toHaveLength(2);
  });

  type User = ReturnType<typeof userEvent.setup>;
  const inOpenDialog = () => within(openDialog()!);
  const ways: readonly (readonly [string, (user: User) => Promise<void>])[] = [
    [
      'the × button',
      (user) => user.click(inOpenDialog().getByRole('button', { name: 'Close the biography' })),
    ],
    [
      'the Close button',
      (user) => user.click(inOpenDialog().getByRole('button', { name: 'Close' })),
    ],
    // The panel fills the dialog, so a click on the dialog element itself is on the backdrop.
    ['a click on the backdrop', (user) => user.click(openDialog()!)],
    ['Escape', (user) => user.keyboard('{Escape}')],
  ];

  it.each(ways)(
    'closes with %s and gives focus back to the card that opened it',
    async (_, close) => {
      const user = await renderPage();
      const opener = openerOf('Haruka Sato');
      await user.click(opener);
      expect(screen.getByRole('dialog', { name: 'Haruka Sato' })).toHaveAttribute('open');
      expect(opener).not.toHaveFocus();
      await close(user);
      expect(openDialog()).toBeNull();
      expect(opener).toHaveFocus();
    },
  );

  it('opens and closes from the keyboard alone', async () => {
    const user = await renderPage();
    const opener = openerOf('Priya Raghavan');
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Priya Raghavan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the biography' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(openDialog()).toBeNull();
    expect(opener).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Priya Raghavan' })).toBeInTheDocument();
  });

  it('renders in the whole site at /team without a missing word', async () => {
    const errors = vi.spyOn(console, 'error');
    await renderApp('/team');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Who We Are');
    expect(await screen.findAllByRole('button', { name: /^Read more about/ })).toHaveLength(7);
    expect(errors).not.toHaveBeenCalled();
  });
});
