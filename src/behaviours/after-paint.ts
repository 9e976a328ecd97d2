/**
 * What the page's controls do beyond what HTML does by itself, in a small script of its own that
 * the boot script (src/boot.ts) fetches once the page has painted (so it costs the first response
 * nothing): the home carousels (./carousel.ts), the dialogs' keyboard and older browsers
 * (./dialog.ts), the menus that close when the visitor turns elsewhere (./light-dismiss.ts), and
 * the first layout of what a first tap shows, done ahead while the visitor reads (./warm-up.ts).
 * Until it is in place a press on a control that needs it is held by the boot script, which
 * makes it again when this announces itself.
 */
import { afterPaintReadyEvent } from './after-paint-contract';
import { installCarousels } from './carousel';
import { installDialogs } from './dialog';
import { installLightDismiss } from './light-dismiss';
import { warmUp } from './warm-up';

installCarousels();
installDialogs();
installLightDismiss();
// What a first tap shows: the language links' names, each in its own language (the face one
// needs, such as 日本語's on an English page, is the slowest part), the phone menu, and the first
// biography (the others share its fonts).
warmUp([
  ...document.querySelectorAll('.language-switch [lang]'),
  ...['nav[popover]', 'dialog'].flatMap((selector) => {
    const element = document.querySelector(selector);
    return element ? [element] : [];
  }),
]);
document.dispatchEvent(new Event(afterPaintReadyEvent));
