/**
 * HTML attributes newer than @types/react's list, which React renders as written.
 *
 * Invoker commands (HTML, in Chromium 135, Firefox 144, Safari 26.2): a button that opens or
 * closes the element `commandfor` names, with no script (src/behaviours/dialog.ts fills in for
 * older browsers).
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
    commandfor?: string | undefined;
  }
}
