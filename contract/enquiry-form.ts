/**
 * The enquiry form: the inputs it shows, how their values become an enquiry, and what a form sent
 * by the browser itself (without JavaScript) carries besides. The form in the browser
 * (src/features/enquiry/) and the enquiry service, which takes such a post and shows a form back
 * when something in it needs correcting (server/enquiry/form-post.ts), both read this module.
 *
 * The enquiry has one `name`; a language whose readers write family name first and give its
 * reading (Japanese: 姓, 名, フリガナ, `contract/locales.ts`'s `nameFields`) is asked for the two
 * names apart, and the enquiry carries them joined, family name first, with the reading as its
 * `nameReading` extra.
 */
import {
  enquiryLimits,
  enquiryPatterns,
  enquiryTextFields,
  withoutForbidden,
  type Enquiry,
  type EnquiryTextField,
} from './enquiry';
import { isLocale, localeTable, withLocalePrefix, defaultLocale, type Locale } from './locales';

/**
 * The hidden inputs of a form the browser sends by itself: the page's language (the automatic
 * reply and the pages the service sends the visitor to are in it) and the page's own address,
 * which the service sends the visitor back to.
 */
export const formPostFields = { locale: 'locale', page: 'page' } as const;

/** Where the service sends a visitor whose form it took: the thank-you page, in their language. */
export const enquirySentPath = '/thank-you';

/** The privacy policy, which the consent box links. */
export const privacyPolicyPath = '/privacy';

/** The thank-you page's address in a language. */
export function enquirySentAddress(locale: Locale): string {
  return withLocalePrefix(enquirySentPath, locale);
}

/** An input's name in the form: a text field of the enquiry, or a part of the name. */
export type InputName = EnquiryTextField | 'familyName' | 'givenName' | 'nameReading';

export interface FormInput {
  name: InputName;
  /** `textarea` for the message; otherwise the input's type. */
  type: 'text' | 'tel' | 'email' | 'textarea';
  autoComplete?: string;
  required: boolean;
  maxLength: number;
  /** A whole-value pattern (HTML `pattern`), checked once the app runs. */
  pattern?: string;
}

const kinds: Record<
  Exclude<EnquiryTextField, 'message'>,
  { type: FormInput['type']; autoComplete: string }
> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  company: { type: 'text', autoComplete: 'organization' },
  designation: { type: 'text', autoComplete: 'organization-title' },
};

/** The enquiry's text fields with a format besides being filled in. */
const patterns: Partial<Record<InputName, string>> = enquiryPatterns;

/** The two names joined by a space fit the enquiry's `name`. */
const namePartLength = Math.floor((enquiryLimits.name - 1) / 2);

function enquiryInput(name: EnquiryTextField): FormInput {
  const common = { name, required: true, maxLength: enquiryLimits[name], pattern: patterns[name] };
  return name === 'message' ? { ...common, type: 'textarea' } : { ...common, ...kinds[name] };
}

const familyGivenInputs: FormInput[] = [
  {
    name: 'familyName',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    maxLength: namePartLength,
  },
  {
    name: 'givenName',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    maxLength: namePartLength,
  },
  {
    name: 'nameReading',
    type: 'text',
    required: false,
    maxLength: enquiryLimits.name,
    pattern: enquiryPatterns.nameReading,
  },
];

/** The inputs of the form in a language, in the form's order. */
export function formInputs(locale: Locale): FormInput[] {
  const split = localeTable[locale].nameFields === 'family-given';
  return enquiryTextFields.flatMap((field) =>
    field === 'name' && split ? familyGivenInputs : [enquiryInput(field)],
  );
}

/** The inputs with a format besides being filled in, and a message for a value not in it. */
export type FormattedInput = keyof typeof enquiryPatterns;

/** Whether an input must match a format besides being filled in. */
export function hasPattern(name: string): name is FormattedInput {
  return Object.hasOwn(patterns, name);
}

/** Hiragana made katakana: a reading typed as やまだ たろう is ヤマダ タロウ. */
export function toKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096\u309D\u309E]/gu, (kana) =>
    String.fromCodePoint((kana.codePointAt(0) ?? 0) + 0x60),
  );
}

/**
 * What a Japanese keyboard types, made what an input with a format expects: full-width letters,
 * digits and signs (０３－１２３４, ｎａｍｅ＠ｅｘａｍｐｌｅ．ｊｐ) and half-width katakana made
 * standard width (NFKC), and a reading typed in hiragana made katakana. Other inputs keep what
 * was typed.
 */
export function normalizedValue(name: string, value: string): string {
  if (!hasPattern(name)) return value;
  const wide = value.normalize('NFKC');
  return name === 'nameReading' ? toKatakana(wide) : wide;
}

/** Whether the consent box was ticked: a browser sends its value (`on`) only then. */
function consentGiven(data: FormFields): boolean {
  const value = data.get('consent');
  return typeof value === 'string' && value !== '';
}

/**
 * A form's values as the browser hands them over: `FormData` in the page, `URLSearchParams` of a
 * body the browser posted (`application/x-www-form-urlencoded`) in the service.
 */
export interface FormFields {
  get(name: string): unknown;
}

/**
 * The enquiry the form's values make, or null if the consent box is not ticked. Every value is
 * cleaned of the characters the service refuses (`withoutForbidden`: a pasted tab becomes a space,
 * a control or bidi character is dropped; the message keeps its line breaks). Surrounding spaces
 * are kept as typed (the service trims nothing either); an empty reading is left out.
 */
export function enquiryOf(data: FormFields, locale: Locale): Enquiry | null {
  if (!consentGiven(data)) return null;
  const text = (name: InputName) => {
    const value = data.get(name);
    return typeof value === 'string' ? withoutForbidden(value, name === 'message') : '';
  };
  const split = localeTable[locale].nameFields === 'family-given';
  const value = (field: EnquiryTextField) =>
    field === 'name' && split ? `${text('familyName')} ${text('givenName')}` : text(field);
  // Object.fromEntries cannot type its result; the keys are exactly the text fields.
  const texts = Object.fromEntries(enquiryTextFields.map((field) => [field, value(field)]));
  const reading = split ? text('nameReading').trim() : '';
  return {
    ...(texts as Record<EnquiryTextField, string>),
    consent: true,
    locale,
    ...(reading ? { nameReading: reading } : {}),
  };
}

/** What is wrong with an input: nothing in it, or a value not in its format (or too long). */
export type FieldProblem = 'missing' | 'format';

/** An input of the form, or its consent box. */
export type CheckedName = InputName | 'consent';

/** The values of a form as typed, by input, and whether its consent box is ticked. */
export interface FormValues {
  inputs: Partial<Record<InputName, string>>;
  consent: boolean;
}

/**
 * The values of the form's inputs in a language, as the form in the page would send them once
 * its app runs: full-width phone and e-mail made half-width, a reading made katakana
 * (`normalizedValue`); nothing else changed.
 */
export function formValuesOf(data: FormFields, locale: Locale): FormValues {
  const inputs: Partial<Record<InputName, string>> = {};
  for (const { name } of formInputs(locale)) {
    const value = data.get(name);
    inputs[name] = typeof value === 'string' ? normalizedValue(name, value) : '';
  }
  return { inputs, consent: consentGiven(data) };
}

/**
 * What the browser's own checks would find wrong with the values (`required`, `maxlength`, the
 * e-mail type and the patterns, which the form in the page checks once its app runs), as the
 * values would be sent: spaces alone, or with nothing but characters the form drops, count as
 * missing. Empty when nothing is wrong.
 */
export function formProblems(
  values: FormValues,
  locale: Locale,
): Partial<Record<CheckedName, FieldProblem>> {
  const problems: Partial<Record<CheckedName, FieldProblem>> = {};
  for (const input of formInputs(locale)) {
    const raw = values.inputs[input.name] ?? '';
    const cleaned = withoutForbidden(raw, input.name === 'message');
    // As enquiryOf() sends it: the reading trimmed, the rest as typed.
    const value = input.name === 'nameReading' ? cleaned.trim() : cleaned;
    if (!value.trim()) {
      if (input.required) problems[input.name] = 'missing';
      continue;
    }
    // Counted as the service counts, in code points (`maxLength` in JSON Schema), not graphemes.
    const tooLong = Array.from(value).length > input.maxLength;
    const pattern = input.pattern ? new RegExp(`^(?:${input.pattern})$`, 'u') : null;
    if (tooLong || (pattern && !pattern.test(value))) problems[input.name] = 'format';
  }
  if (!values.consent) problems.consent = 'missing';
  return problems;
}

/** The language a posted form names, or the default one. */
export function postedLocale(data: FormFields): Locale {
  const locale = data.get(formPostFields.locale);
  return isLocale(locale) ? locale : defaultLocale;
}
