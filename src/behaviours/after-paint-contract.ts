/**
 * What the boot script (src/boot.ts) and the behaviours it fetches after the first paint
 * (./after-paint.ts) agree on. Each is a script of its own, so each carries a copy of these.
 */

/**
 * A press on one of these before those behaviours are in place is held and made again once they
 * are: a carousel's previous and next before the app has taken the carousel over, and, where the
 * browser cannot open a dialog from its button by itself, those buttons.
 */
export function heldControlsSelector(nativeCommands: boolean): string {
  const moves = '[data-carousel]:not([data-hydrated="true"]) [data-carousel-move]';
  return nativeCommands ? moves : `${moves}, button[commandfor]`;
}

/** Dispatched on the document once the after-paint behaviours are installed. */
export const afterPaintReadyEvent = 'after-paint-behaviours';

/**
 * Marks a held press while the boot script makes it again: it was made a while ago, so what it
 * moves goes straight to where it leads, without the transition the visitor has waited out.
 */
export const replayedPressAttribute = 'data-replayed-press';
