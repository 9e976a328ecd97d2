/**
 * The contact enquiry: the one definition of its fields, shared by the form and its client in the
 * browser and by the enquiry service. Adding, dropping or limiting a field is done here; the
 * service's validation, the form's inputs and limits, the request the browser sends, the spool's
 * check, the e-mail to staff and the staff export all read their fields from this module. What a
 * field looks like to people (its input type, its words in the catalogs, its name in the e-mail)
 * is kept per field where it is shown, and the compiler names any place a new field is missing.
 *
 * The schema is a plain JSON Schema object (built with TypeBox, which also gives its static
 * type); the service validates request bodies against it. The browser only reads the names and
 * limits below: nothing here validates, so no validator reaches the browser.
 */
import { Type, type Static, type TString } from 'typebox';
import { locales } from './locales';

/** The form's hidden field that people never see and bots fill in. */
export const honeypotField = 'website';

/**
 * What a phone number and an e-mail address must look like, whole-value patterns that the form
 * (HTML `pattern`, which browsers read with the `v` flag) and the service (this schema, anchored,
 * `u` flag) both hold to: digits with spaces and + ( ) - . /, and one @ with a dot in the domain.
 */
export const enquiryPatterns = {
  phone: String.raw`[0-9+\(\)\-.\s\/]*[0-9][0-9+\(\)\-.\s\/]*`,
  email: String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`,
} as const;

/**
 * A text field: required, at most `maxLength` characters, and matching `pattern` (by default,
 * something other than white space). TypeBox's `TString` does not keep its options in its type,
 * so the limit is added to it here for the form to read.
 */
function text(maxLength: number, pattern = '\\S') {
  return Type.String({ minLength: 1, maxLength, pattern }) as TString & { maxLength: number };
}

/** The whole value must match `pattern`, as an HTML `pattern` attribute requires. */
const whole = (pattern: string) => `^(?:${pattern})$`;

/** The seven fields every enquiry has, in the form's order. Other systems read exactly these. */
const coreProperties = {
  name: text(200),
  phone: text(40, whole(enquiryPatterns.phone)),
  email: text(254, whole(enquiryPatterns.email)),
  company: text(200),
  designation: text(200),
  message: text(5000),
  // Consent to the handling of the enquiry's personal data (the privacy policy): an enquiry
  // without it is refused.
  consent: Type.Literal(true),
};

/**
 * What an enquiry may carry besides its seven fields: the language of the page it was sent from
 * (the automatic reply is written in it) and the phonetic reading of the name (フリガナ), which
 * Japanese visitors give. Both are optional, and a reader of the seven fields can ignore them.
 */
export const enquiryExtraProperties = {
  locale: Type.Optional(Type.Enum(locales)),
  nameReading: Type.Optional(Type.String({ maxLength: 200 })),
};

/**
 * A request body the enquiry service accepts: the seven fields, the optional extras, and no other
 * key. Only the honeypot and the extras may be left out.
 */
export const enquirySchema = Type.Object(
  {
    ...coreProperties,
    ...enquiryExtraProperties,
    [honeypotField]: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** A request body as the schema accepts it. */
type EnquiryBody = Static<typeof enquirySchema>;

/** An enquiry: what the visitor fills in and the browser sends, consent given; no honeypot. */
export type Enquiry = Omit<EnquiryBody, typeof honeypotField>;

/** One of the seven fields of every enquiry. */
export type EnquiryField = keyof typeof coreProperties;

/** An optional extra of an enquiry. */
export type EnquiryExtra = keyof typeof enquiryExtraProperties;

/** The fields the visitor types into: every one but consent. */
export type EnquiryTextField = {
  [Field in EnquiryField]: Enquiry[Field] extends string ? Field : never;
}[EnquiryField];

const properties = coreProperties;

/** The seven fields of an enquiry, in the form's order. */
export const enquiryFields = Object.keys(properties) as EnquiryField[];

/** The optional extras, in the order they are shown to staff. */
export const enquiryExtras = Object.keys(enquiryExtraProperties) as EnquiryExtra[];

/** The text fields, in the form's order. */
export const enquiryTextFields = enquiryFields.filter(
  (field): field is EnquiryTextField => properties[field].type === 'string',
);

/** Longest accepted value per text field; the form and the service both hold to these. */
export const enquiryLimits = Object.fromEntries(
  enquiryTextFields.map((field) => [field, properties[field].maxLength]),
) as Record<EnquiryTextField, number>;

/**
 * Exactly the enquiry's fields of `value`, in the schema's order, then the extras it carries: a
 * honeypot or any other key is left out.
 */
export function pickEnquiry(value: Enquiry): Enquiry {
  const extras = enquiryExtras.filter((extra) => value[extra] !== undefined);
  // Object.fromEntries cannot type its result; the keys are enquiryFields and present extras.
  return Object.fromEntries(
    [...enquiryFields, ...extras].map((field) => [field, value[field]]),
  ) as Enquiry;
}
