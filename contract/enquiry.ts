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
 * What a phone number, an e-mail address and a name's reading must look like, whole-value patterns that the form
 * (HTML `pattern`, which browsers read with the `v` flag) and the service (this schema, anchored,
 * `u` flag) both hold to: digits with spaces and + ( ) - . /, and one @ with a dot in the domain.
 */
export const enquiryPatterns = {
  phone: String.raw`[0-9+\(\)\-.\s\/]*[0-9][0-9+\(\)\-.\s\/]*`,
  email: String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`,
  // The reading of a name in katakana (フリガナ), with the long-vowel mark, the middle dot and
  // spaces between family and given name.
  nameReading: String.raw`[\p{Script=Katakana}\u30FC\u30FB\s]+`,
} as const;

/**
 * Characters no field may hold: the C0 and C1 control characters (escape, bell, NUL, …) and DEL,
 * which can drive a terminal or cut a mail body, and the bidirectional embeddings, overrides and
 * isolates, which make text read other than it is (a subject that shows a different company).
 * A single line may not hold a line break or a tab either; the message may hold CR and LF only.
 * As the body of a character class, for the schema's patterns and the form's cleaning alike.
 */
export const forbiddenCharacters = {
  line: String.raw`\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069`,
  message: String.raw`\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069`,
} as const;

/**
 * A text field: required, at most `maxLength` characters, none of the forbidden characters, and
 * matching `pattern` as a whole (by default: anything with a character other than white space).
 * TypeBox's `TString` does not keep its options in its type, so the limit and pattern are added
 * to it here for the form and the tests to read.
 */
function text(maxLength: number, { pattern, multiline = false }: TextOptions = {}) {
  const forbidden = forbiddenCharacters[multiline ? 'message' : 'line'];
  const body = pattern ?? String.raw`[\s\S]*\S[\s\S]*`;
  return Type.String({
    minLength: 1,
    maxLength,
    pattern: `^(?![\\s\\S]*[${forbidden}])(?:${body})$`,
  }) as TString & { maxLength: number; pattern: string };
}

interface TextOptions {
  /** What the whole value must match (an HTML `pattern`). */
  pattern?: string;
  /** Whether line breaks are allowed (the message only). */
  multiline?: boolean;
}

/** The seven fields every enquiry has, in the form's order. Other systems read exactly these. */
const coreProperties = {
  name: text(200),
  phone: text(40, { pattern: enquiryPatterns.phone }),
  email: text(254, { pattern: enquiryPatterns.email }),
  company: text(200),
  designation: text(200),
  message: text(5000, { multiline: true }),
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
  nameReading: Type.Optional(text(200, { pattern: enquiryPatterns.nameReading })),
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

const forbiddenPatterns = {
  line: new RegExp(`[${forbiddenCharacters.line}]`, 'gu'),
  message: new RegExp(`[${forbiddenCharacters.message}]`, 'gu'),
};

/**
 * A value without the characters its field forbids, as the form sends it: a tab (from a pasted
 * table, say) becomes a space, as does a line break in a single line; anything else forbidden is
 * dropped. Nothing the visitor meant to say is lost, and the service never refuses the result for
 * its characters.
 */
export function withoutForbidden(value: string, multiline = false): string {
  return value.replace(forbiddenPatterns[multiline ? 'message' : 'line'], (character) =>
    /[\t\n\r\u2028\u2029]/.test(character) ? ' ' : '',
  );
}

/**
 * The largest request body an enquiry the schema accepts can take, as `JSON.stringify` writes it,
 * in UTF-8 bytes: each key with its quotes, colon and comma, each text at its most characters of
 * 4 bytes (Ajv counts code points, and one outside the BMP is 4 bytes in UTF-8; `"`, `\` and a
 * line break are escaped to 2), the longest language code, and `true`. The enquiry service takes
 * its body limit from here, so a longer field in the schema lengthens it too.
 */
export const enquiryMaxBytes =
  2 +
  Object.entries(enquirySchema.properties as Record<string, SizedProperty>).reduce(
    (total, [key, property]) => {
      const value =
        property.maxLength !== undefined
          ? 2 + 4 * property.maxLength
          : property.enum
            ? 2 + Math.max(...property.enum.map((code) => code.length))
            : 'false'.length;
      return total + key.length + 4 + value;
    },
    0,
  );

/** What sizes a property's value: a text's limit or an enumeration's values (else a boolean). */
interface SizedProperty {
  maxLength?: number;
  enum?: string[];
}
