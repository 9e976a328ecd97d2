import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installToggleButtons } from './toggle-button';

describe('toggle buttons', () => {
  beforeAll(() => installToggleButtons());

  it('flip aria-pressed at each press, by pointer or keyboard', async () => {
    document.body.innerHTML = '<button type="button" aria-pressed="false">Pause</button>';
    const button = document.querySelector('button')!;
    const user = userEvent.setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('answer a press on what the button holds, and leave other buttons alone', async () => {
    document.body.innerHTML =
      '<button type="button" aria-pressed="false"><svg><path class="icon"/></svg></button><button type="button">Next</button>';
    const user = userEvent.setup();
    await user.click(document.querySelector('path')!);
    expect(document.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
    await user.click(document.querySelectorAll('button')[1]!);
    expect(document.querySelectorAll('button')[1]).not.toHaveAttribute('aria-pressed');
  });

  it('do nothing while disabled', async () => {
    document.body.innerHTML = '<button type="button" aria-pressed="false" disabled>Pause</button>';
    await userEvent.setup().click(document.querySelector('button')!);
    expect(document.querySelector('button')).toHaveAttribute('aria-pressed', 'false');
  });
});
