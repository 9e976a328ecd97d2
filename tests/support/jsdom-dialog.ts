/**
 * For tests only: jsdom has `<dialog>` but not its methods. This stands in for them, imitating
 * only these steps of the HTML standard's dialog, as browsers carry them out:
 * - `showModal()` sets `open` (returns if the dialog is already open as a modal, throws on a
 *   dialog open as a non-modal one), remembers the focused element as the dialog's "previously
 *   focused element", and runs the "dialog focusing steps": it focuses the first descendant with
 *   `autofocus`, or else the first focusable descendant.
 * - `close()` clears `open`, gives the focus back to that previously focused element (as a
 *   browser does when a modal dialog closes), and fires `close` (a browser fires it a task later).
 * - Escape (a keydown not cancelled by the page) is a "close request" for the last modal dialog
 *   opened: it fires a cancelable `cancel` at it and, unless cancelled, closes it.
 * Not imitated: the top layer, the inertness of the page behind, `closedby`, invoker commands.
 */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();
const modals: HTMLDialogElement[] = [];
let escapeListened = false;

export function installDialogPolyfill(): void {
  const prototype = HTMLDialogElement.prototype;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modals.includes(this)) return;
    if (this.open)
      throw new DOMException('The dialog is open, not as a modal.', 'InvalidStateError');
    previouslyFocused.set(this, this.ownerDocument.activeElement);
    this.setAttribute('open', '');
    modals.push(this);
    const delegate =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable);
    delegate?.focus();
  };
  prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
    const opener = previouslyFocused.get(this);
    previouslyFocused.delete(this);
    if (opener instanceof HTMLElement) opener.focus();
    this.dispatchEvent(new Event('close'));
  };

  if (escapeListened) return;
  escapeListened = true;
  window.addEventListener('keydown', (event) => {
    const dialog = modals.filter((modal) => modal.open && modal.isConnected).at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
