/**
 * What the enquiry form adds to the browser's own checks of its fields (`required`, the e-mail
 * type, `pattern`, `maxlength`), and what it says when one fails.
 */
import { withoutForbidden } from '@contract/enquiry';
import { hasPattern } from './form-inputs';

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

/** Hiragana made katakana: a reading typed as やまだ たろう is ヤマダ タロウ. */
export function toKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096\u309D\u309E]/gu, (kana) =>
    String.fromCodePoint((kana.codePointAt(0) ?? 0) + 0x60),
  );
}

/**
 * What a Japanese keyboard types, made what the fields with a format expect: full-width letters,
 * digits and signs (０３－１２３４, ｎａｍｅ＠ｅｘａｍｐｌｅ．ｊｐ) and half-width katakana made
 * standard width (NFKC), and a reading typed in hiragana made katakana.
 */
export function normalizeWidth(field: Field): void {
  if (!hasPattern(field.name)) return;
  const wide = field.value.normalize('NFKC');
  const normalized = field.name === 'nameReading' ? toKatakana(wide) : wide;
  if (normalized !== field.value) field.value = normalized;
}
