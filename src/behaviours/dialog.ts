import { trapTabKey } from './focus-trap';

/**
 * Modal dialogs written into the page (the leaders' biographies) and opened by invoker buttons:
 * `<button commandfor="id" command="show-modal">` opens one and `command="close"` closes it, which
 * browsers do themselves since 2025 (Chromium 135, Firefox 144, Safari 26.2); this carries the
 * commands out where they do not. A dialog marked `closedby="any"` closes on a click on its
 * backdrop (natively in Chromium 134 and Firefox 141; here elsewhere). The browser makes the page
 * behind a modal dialog inert, closes it on Escape and gives the focus back to the button that
 * opened it; Tab and Shift+Tab also stay inside it, as they would not in every browser.
 */
export function installDialogs(): void {
  if (!('commandForElement' in HTMLButtonElement.prototype)) {
    document.addEventListener(
      'click',
      ({ target }) => {
        const button = target instanceof Element ? target.closest('button[commandfor]') : null;
        const dialog = document.getElementById(button?.getAttribute('commandfor') ?? '');
        if (!button || !(dialog instanceof HTMLDialogElement)) return;
        const command = button.getAttribute('command');
        if (command === 'show-modal' && !dialog.open) dialog.showModal();
        else if (command === 'close' && dialog.open) dialog.close();
      },
      true,
    );
  }

  if (!('closedBy' in HTMLDialogElement.prototype)) {
    // A click closes the dialog only when it both starts and ends on the backdrop (the dialog
    // element itself, outside its panel): selecting text and releasing outside does not.
    let pressedOnBackdrop: EventTarget | null = null;
    document.addEventListener(
      'pointerdown',
      ({ target }) => {
        pressedOnBackdrop =
          target instanceof Element && target.matches('dialog[closedby="any"]') ? target : null;
      },
      true,
    );
    document.addEventListener(
      'click',
      ({ target }) => {
        const pressed = pressedOnBackdrop;
        pressedOnBackdrop = null;
        if (target === pressed && target instanceof HTMLDialogElement && target.open)
          target.close();
      },
      true,
    );
  }

  document.addEventListener(
    'keydown',
    (event) => {
      const dialog = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
      if (dialog) trapTabKey(dialog, event);
    },
    true,
  );
}
