/**
 * The inputs the enquiry form shows, and how their values become an enquiry. The enquiry has one
 * `name`; a language whose readers write family name first and give its reading (Japanese: 姓,
 * 名, フリガナ, `contract/locales.ts`'s `nameFields`) is asked for the two names apart, and the
 * enquiry carries them joined, family name first, with the reading as its `nameReading` extra.
 */
import {
  enquiryLimits,
  enquiryPatterns,
  enquiryTextFields,
  withoutForbidden,
  type Enquiry,
  type EnquiryTextField,
} from '@contract/enquiry';
import { localeTable, type Locale } from '@contract/locales';

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

/**
 * The enquiry the form's values make, or null if the consent box is not ticked. Every value is
 * cleaned of the characters the service refuses (`withoutForbidden`: a pasted tab becomes a space,
 * a control or bidi character is dropped; the message keeps its line breaks). Surrounding spaces
 * are kept as typed (the service trims nothing either); an empty reading is left out.
 */
export function enquiryOf(data: FormData, locale: Locale): Enquiry | null {
  if (!data.has('consent')) return null;
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
