/**
 * Toggle buttons (`<button aria-pressed>`: pause the hero video, pause a carousel): a press flips
 * `aria-pressed`, at once, whether the app has loaded or not. The attribute is the state; the
 * stylesheet draws the icon for it, and the app reads it (`usePressed`) rather than keeping its
 * own copy, so a press made before the app loaded still counts once it runs.
 */
export function isPressed(button: Element): boolean {
  return button.getAttribute('aria-pressed') === 'true';
}

export function installToggleButtons(): void {
  document.addEventListener(
    'click',
    ({ target }) => {
      const button = target instanceof Element ? target.closest('button[aria-pressed]') : null;
      button?.setAttribute('aria-pressed', String(!isPressed(button)));
    },
    true,
  );
}
