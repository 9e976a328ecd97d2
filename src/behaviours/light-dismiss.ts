/**
 * Disclosures that close when the visitor turns elsewhere: an open `<details data-light-dismiss>`
 * (the desktop's Our Verticals list) closes when a click lands outside it or keyboard focus
 * leaves it, and Escape inside it closes it and puts the focus back on its summary. The focus a
 * press gives a link does not close it (only the click that ends the press may): in the phone menu
 * the list is in the flow, and closing it as a finger lands would move the link being tapped from
 * under it. The summary itself opens and closes it, as browsers do by themselves.
 */
function openOnes(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>('details[data-light-dismiss][open]')];
}

function closeAround(target: EventTarget | null): void {
  for (const details of openOnes()) {
    if (!(target instanceof Node && details.contains(target))) details.open = false;
  }
}

export function installLightDismiss(): void {
  // Capture, as every behaviour listens: the app's start keeps events from its root meanwhile.
  let pressing = false;
  const press = (down: boolean) => () => {
    pressing = down;
  };
  document.addEventListener('pointerdown', press(true), true);
  document.addEventListener('pointerup', press(false), true);
  document.addEventListener('pointercancel', press(false), true);
  document.addEventListener('click', ({ target }) => closeAround(target), true);
  document.addEventListener(
    'focusin',
    ({ target }) => {
      if (!pressing) closeAround(target);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      const details = openOnes().findLast((candidate) => candidate.contains(focused));
      if (!details) return;
      // Only this list closes, not the phone menu around it.
      event.preventDefault();
      details.open = false;
      details.querySelector('summary')?.focus();
    },
    true,
  );
}
