/**
 * Until the app has taken the whole page over (`data-hydrated` on `<html>`, src/components/
 * island.tsx), the visitor's input is for the page's behaviours alone (src/behaviours: they listen
 * on the document, capturing, installed by the boot script before this runs): it is kept from the
 * app's root. React, hydrating the page part by part, would otherwise stop and hydrate the part
 * under the tap at once, and wholly, to hand it the event: a task of a hundred milliseconds or
 * more on a phone, which the tap would wait for. Nothing the app renders needs the event before
 * then, and what it does by default (follow a link, focus a field, type) still happens.
 */
import { whenPageHydrated } from '@/components/island';

const inputEvents = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
  'keydown',
  'keyup',
  'keypress',
  'focusin',
  'focusout',
  'beforeinput',
  'input',
  'change',
  'compositionstart',
  'compositionend',
  'submit',
  'reset',
] as const;

export function keepInputUntilHydrated(): void {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of inputEvents) document.addEventListener(type, stop, true);
  whenPageHydrated(() => {
    for (const type of inputEvents) document.removeEventListener(type, stop, true);
  });
}
