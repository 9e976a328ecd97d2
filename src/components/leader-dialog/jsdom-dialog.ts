/**
 * For tests only: jsdom has `<dialog>` but not its methods. This stands in for them the way a
 * browser behaves where it matters here: `showModal()` sets `open` (and refuses an open dialog),
 * `close()` clears it and fires `close`. Escape, inertness and the top layer are not imitated.
 */
export function installDialogPolyfill(): void {
  const prototype = HTMLDialogElement.prototype;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
