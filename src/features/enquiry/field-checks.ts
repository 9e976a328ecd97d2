/**
 * What the enquiry form adds to the browser's own checks of its fields (`required`, the e-mail
 * type, `pattern`, `maxlength`), and what it says when one fails.
 */
import { withoutForbidden } from '@contract/enquiry';
import { normalizedValue } from '@contract/enquiry-form';

import type { Field } from '@/behaviours/form-messages';

export { isField, problemOf, type FieldProblem } from '@/behaviours/form-messages';

/**
 * Spaces alone are no answer (the enquiry service refuses them too): such a field counts as
 * missing, as does one of nothing else but characters the form leaves out when it sends
 * (`withoutForbidden`: control and bidi characters), which would reach the service empty.
 */
export function checkBlank(field: Field): void {
  if (field.type === 'checkbox') return;
  const blank = field.value !== '' && !withoutForbidden(field.value).trim();
  field.setCustomValidity(field.required && blank ? ' ' : '');
}

/** A field's value made what its format expects (`normalizedValue`), in the field itself. */
export function normalizeWidth(field: Field): void {
  const normalized = normalizedValue(field.name, field.value);
  if (normalized !== field.value) field.value = normalized;
}
