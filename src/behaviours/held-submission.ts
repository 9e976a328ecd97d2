/**
 * A form sent before the app has taken the page over: the boot script holds it (src/boot.ts) and
 * marks it so, and the app's form, once there, releases it and makes the send itself. The marks
 * are the form's state before the app: `aria-busy` (the stylesheet shows "Sending..." on the
 * enquiry form's button) and its buttons disabled, so a second press sends nothing.
 */

export function holdSubmission(form: HTMLFormElement): void {
  form.setAttribute('aria-busy', 'true');
  for (const button of form.querySelectorAll('button')) button.disabled = true;
}

/** Clears the marks of a held send; whether there was one (the app then makes it). */
export function releaseHeldSubmission(form: HTMLFormElement): boolean {
  if (form.getAttribute('aria-busy') !== 'true') return false;
  form.removeAttribute('aria-busy');
  for (const button of form.querySelectorAll('button')) button.disabled = false;
  return true;
}
