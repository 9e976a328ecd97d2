import { describe, expect, it } from 'vitest';
import { toKatakana } from '@contract/enquiry-form';
import { checkBlank, normalizeWidth, problemOf } from './field-checks';

/*
 * jsdom runs the browser's constraint validation, so enquiry-form-validation.test.tsx checks these
 * helpers through the form; here are the cases a visitor cannot reach there.
 */

const flags = [
  'badInput',
  'customError',
  'patternMismatch',
  'rangeOverflow',
  'rangeUnderflow',
  'stepMismatch',
  'tooLong',
  'tooShort',
  'typeMismatch',
  'valueMissing',
] as const;

/** A ValidityState with only `flag` set (none: valid). */
function validity(flag?: (typeof flags)[number]): ValidityState {
  const state = Object.fromEntries(flags.map((name) => [name, name === flag]));
  return { ...state, valid: flag === undefined } as unknown as ValidityState;
}

function input(type: string, value: string, { required = true, name = '' } = {}) {
  const element = document.createElement('input');
  element.type = type;
  element.name = name;
  element.required = required;
  element.value = value;
  return element;
}

describe('problemOf', () => {
  it('finds nothing wrong with a valid field', () => {
    expect(problemOf(validity())).toBeNull();
  });

  it('calls an empty field, or one the form itself refused (spaces alone), missing', () => {
    expect(problemOf(validity('valueMissing'))).toBe('missing');
    expect(problemOf(validity('customError'))).toBe('missing');
  });

  it('calls every other failure a wrong format', () => {
    for (const flag of ['typeMismatch', 'patternMismatch', 'tooLong', 'badInput'] as const) {
      expect(problemOf(validity(flag))).toBe('format');
    }
  });
});

describe('checkBlank', () => {
  it('refuses spaces alone in a required field, and lets it be once there is text', () => {
    const textarea = document.createElement('textarea');
    textarea.required = true;
    textarea.value = ' \n\t ';
    checkBlank(textarea);
    expect(textarea.validity.customError).toBe(true);
    textarea.value = ' Pune ';
    checkBlank(textarea);
    expect(textarea.validity.valid).toBe(true);
  });

  it('refuses a field of nothing but spaces and characters the form leaves out when it sends', () => {
    const name = input('text', ' \u001B\u202E\u0007 ');
    checkBlank(name);
    expect(name.validity.customError).toBe(true);
    name.value = '\u202ETanaka';
    checkBlank(name);
    expect(name.validity.valid).toBe(true);
  });

  it('leaves an empty field to `required`, and a field that is not required alone', () => {
    const empty = input('text', '');
    checkBlank(empty);
    expect(empty.validity.customError).toBe(false);
    expect(empty.validity.valueMissing).toBe(true);
    const optional = input('text', '   ', { required: false });
    checkBlank(optional);
    expect(optional.validity.valid).toBe(true);
  });
});

describe('normalizeWidth', () => {
  it('makes phone numbers and e-mail addresses half-width and leaves other text as typed', () => {
    const phone = input('tel', '（０３）１２３４－５６７８', { name: 'phone' });
    const email = input('email', 'ａｉｋｏ＠ｅｘａｍｐｌｅ．ｊｐ', { name: 'email' });
    const name = input('text', 'Ｔａｎａｋａ　Ａｉｋｏ', { name: 'name' });
    const message = document.createElement('textarea');
    message.name = 'message';
    message.value = '３名で伺います';
    for (const field of [phone, email, name, message]) normalizeWidth(field);
    expect(phone.value).toBe('(03)1234-5678');
    expect(email.value).toBe('aiko@example.jp');
    expect(name.value).toBe('Ｔａｎａｋａ　Ａｉｋｏ');
    expect(message.value).toBe('３名で伺います');
  });
});

describe('a name reading', () => {
  it('is made katakana, whether typed in hiragana or half-width katakana', () => {
    const hiragana = input('text', 'やまだ　たろう', { name: 'nameReading' });
    const halfWidth = input('text', 'ﾔﾏﾀﾞ ﾀﾛｳ', { name: 'nameReading' });
    for (const field of [hiragana, halfWidth]) normalizeWidth(field);
    expect(hiragana.value).toBe('ヤマダ タロウ');
    expect(halfWidth.value).toBe('ヤマダ タロウ');
  });

  it('keeps the long-vowel mark, the middle dot and anything that is not kana', () => {
    expect(toKatakana('ゆーじ・すみす')).toBe('ユージ・スミス');
    expect(toKatakana('Smith 山田')).toBe('Smith 山田');
  });
});
