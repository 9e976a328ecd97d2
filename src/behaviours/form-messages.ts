/**
 * The enquiry form's own messages before the app has loaded. The form is prerendered with a
 * message under each field, hidden (src/features/enquiry/enquiry-form.tsx); the browser checks
 * the fields when the form is sent and, for each that fails, fires `invalid`. Here that event
 * shows the field's message in the page, in the page's language, instead of the browser's
 * bubble (which speaks the browser's language, in its own words), marks the field
 * (`aria-invalid`, `aria-describedby`) and focuses the first that failed. Typing is a sign of
 * intent, which starts the app: it takes over from what this showed (`adoptProblems`), and
 * checks again as the visitor corrects.
 */

/** What is wrong with a field: nothing in it, or a value not in its format. */
export type FieldProblem = 'missing' | 'format';

/** A field the form checks: a text input, a checkbox or a text area. */
export type Field = HTMLInputElement | HTMLTextAreaElement;

/** The id of a field's message, from the field's id. */
export function errorIdOf(fieldId: string): string {
  return `${fieldId}-error`;
}

export function problemOf(validity: ValidityState): FieldProblem | null {
  if (validity.valid) return null;
  return validity.valueMissing || validity.customError ? 'missing' : 'format';
}

export function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

const appRuns = () => document.documentElement.dataset.hydrated === 'true';

/** Shows the message for `problem` under a field, and marks the field so. */
function show(field: Field, message: HTMLElement, problem: FieldProblem): void {
  message.hidden = false;
  message.dataset.problem = problem;
  const texts = [...message.children] as HTMLElement[];
  // A field without a format of its own has one message, whatever failed.
  const shown = texts.find((text) => text.dataset.for === problem) ?? texts[0];
  for (const text of texts) text.hidden = text !== shown;
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', message.id);
}

export function installFormMessages(): void {
  let focusTaken = false;
  document.addEventListener(
    'invalid',
    (event) => {
      const field = event.target;
      const message = isField(field) && document.getElementById(errorIdOf(field.id));
      if (appRuns() || !message) return;
      event.preventDefault();
      show(field, message, problemOf(field.validity) ?? 'missing');
      // The first field that fails in one round of checks takes the focus.
      if (focusTaken) return;
      focusTaken = true;
      setTimeout(() => {
        focusTaken = false;
      });
      field.focus();
    },
    true,
  );
}

/**
 * What the app starts from, by field name: each field marked before it loaded, as it stands now
 * (a field corrected meanwhile is no longer wrong).
 */
export function adoptProblems(form: HTMLFormElement): Record<string, FieldProblem> {
  const shown: Record<string, FieldProblem> = {};
  for (const field of form.elements) {
    if (!isField(field) || field.getAttribute('aria-invalid') !== 'true') continue;
    const problem = problemOf(field.validity);
    if (problem) {
      shown[field.name] = problem;
    } else {
      // Corrected: shown as the app renders a field with nothing wrong.
      const message = document.getElementById(errorIdOf(field.id));
      if (message) message.hidden = true;
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    }
  }
  return shown;
}
