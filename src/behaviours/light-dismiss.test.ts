import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installLightDismiss } from './light-dismiss';

const page = `
  <details data-light-dismiss><summary>Our Verticals</summary><ul><li><a href="#a">A</a></li></ul></details>
  <a href="#elsewhere">Elsewhere</a>
  <details><summary>FAQ</summary><p>Stays open</p></details>`;

describe('light-dismiss disclosures', () => {
  beforeAll(() => installLightDismiss());
  beforeEach(() => {
    document.body.innerHTML = page;
  });

  const menu = () => document.querySelector<HTMLDetailsElement>('details[data-light-dismiss]')!;

  it('close on a click elsewhere, but not on a click inside', async () => {
    const user = userEvent.setup();
    await user.click(document.querySelector('summary')!);
    expect(menu().open).toBe(true);
    await user.click(document.querySelector('a[href="#a"]')!);
    expect(menu().open).toBe(true);
    await user.click(document.body);
    expect(menu().open).toBe(false);
  });

  it('close when keyboard focus leaves them', async () => {
    const user = userEvent.setup();
    menu().open = true;
    document.querySelector('summary')!.focus();
    await user.tab();
    expect(menu().open).toBe(true);
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Elsewhere');
    expect(menu().open).toBe(false);
  });

  it('close on Escape and give the focus back to their summary', async () => {
    const user = userEvent.setup();
    menu().open = true;
    document.querySelector<HTMLAnchorElement>('a[href="#a"]')!.focus();
    await user.keyboard('{Escape}');
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('stay open while a press lands on a link outside them, until the click', () => {
    menu().open = true;
    const elsewhere = document.querySelector<HTMLAnchorElement>('a[href="#elsewhere"]')!;
    elsewhere.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    elsewhere.focus();
    expect(menu().open).toBe(true);
    elsewhere.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    elsewhere.click();
    expect(menu().open).toBe(false);
  });

  it('leave other disclosures alone', async () => {
    const faq = document.querySelectorAll('details')[1]!;
    faq.open = true;
    await userEvent.setup().click(document.body);
    expect(faq.open).toBe(true);
  });
});
