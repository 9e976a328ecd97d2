/**
 * What the enquiry form adds to the browser's own checks of its fields (`required`, the e-mail
 * type, `pattern`, `maxlength`), and what it says when one fails.
 */
import { enquiryPatterns } from '@contract/enquiry';

/** Which message a field that failed its checks calls for: nothing in it, or not in its form. */
export type FieldProblem = 'missing' | 'format';

export function problemOf(validity: ValidityState): FieldProblem | null {
  if (validity.valid) return null;
  return validity.valueMissing || validity.customError ? 'missing' : 'format';
}

type Field = HTMLInputElement | HTMLTextAreaElement;

export function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/** Spaces alone are no answer (the enquiry service refuses them too): such a field counts as missing. */
export function checkBlank(field: Field): void {
  if (field.type === 'checkbox') return;
  field.setCustomValidity(field.required && field.value !== '' && !field.value.trim() ? ' ' : '');
}

/** Whether a field must match a format (a pattern of the enquiry contract) besides being filled. */
export function hasFormat(name: string): name is keyof typeof enquiryPatterns {
  return Object.hasOwn(enquiryPatterns, name);
}

/**
 * Full-width letters, digits and signs, as a Japanese keyboard types them (０３－１２３４,
 * ｎａｍｅ＠ｅｘａｍｐｌｅ．ｊｐ), made half-width (NFKC) in the fields that must match a format.
 */
export function normalizeWidth(field: Field): void {
  if (!hasFormat(field.name)) return;
  const normalized = field.value.normalize('NFKC');
  if (normalized !== field.value) field.value = normalized;
}
