/**
 * The form the service shows back when it could not take a form posted without JavaScript: the
 * values as typed, the fields to correct marked with the site form's messages, and a link back
 * (docs/decisions/0011-forms-without-javascript.md). Every value is escaped; the page runs no
 * script.
 */
import { readFileSync } from 'node:fs';
import escapeHtml from 'escape-html';
import type { i18n as I18n } from 'i18next';
import {
  formInputs,
  formPostFields,
  hasPattern,
  privacyPolicyPath,
  type CheckedName,
  type FieldProblem,
  type FormInput,
} from '../../contract/enquiry-form';
import { defaultLocale, withLocalePrefix, type Locale } from '../../contract/locales';
import { hashSource } from '../security-headers';
import type { Draft } from './drafts';

/**
 * The hidden input of the form shown back that names the site the visitor came from (its post's
 * `Origin` is the service's own): one of ENQUIRY_ORIGINS, or it is not used.
 */
export const siteField = 'site';

/** The page's stylesheet, inline and allowed by its hash. */
const stylesheet = readFileSync(new URL('./check-page.css', import.meta.url), 'utf8');

/** The Content-Security-Policy of the page: its own style, forms to `formTargets` only. */
export function checkPagePolicy(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src '${hashSource(stylesheet)}'`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** A catalog text with its one `<0>…</0>` made a link to `href` (a new tab), all else escaped. */
function withLink(text: string, href: string): string {
  const match = /<0>(.*?)<\/0>/s.exec(text);
  if (!match) return escapeHtml(text);
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return `${escapeHtml(before)}<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(match[1] ?? '')}</a>${escapeHtml(after)}`;
}

const fieldId = (name: CheckedName) => `enquiry-${name}`;

function page(lang: Locale, title: string, brand: string, home: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} | ${brand}`)}</title>`,
    `<style>${stylesheet}</style>`,
    '</head>',
    '<body>',
    `<header><a class="brand" href="${escapeHtml(home)}">${escapeHtml(brand)}</a></header>`,
    '<main>',
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The page for a token that names no draft (expired, or kept by another instance). */
export function renderExpiredPage(i18n: I18n, brand: string, siteOrigin: string): string {
  const t = i18n.getFixedT(defaultLocale, 'enquiryForm');
  const home = `${siteOrigin}/`;
  return page(defaultLocale, t('check.expiredHeading'), brand, home, [
    `<h1>${escapeHtml(t('check.expiredHeading'))}</h1>`,
    `<p>${escapeHtml(t('check.expired'))}</p>`,
    `<p class="back"><a href="${escapeHtml(home)}">${escapeHtml(t('check.home'))}</a></p>`,
  ]);
}

/** The form back, with the visitor's values and what needs correcting. */
export function renderCheckPage(i18n: I18n, brand: string, draft: Draft): string {
  const lang = i18n.hasResourceBundle(draft.locale, 'enquiryForm') ? draft.locale : defaultLocale;
  const t = i18n.getFixedT(lang, 'enquiryForm');
  const home = `${draft.origin}${withLocalePrefix('/', draft.locale)}`;
  const inputs = formInputs(draft.locale);

  const messageOf = (name: CheckedName, problem: FieldProblem): string => {
    if (problem === 'missing') return t(`errors.${name}`);
    if (name !== 'consent' && hasPattern(name)) return t(`errors.${name}Format`);
    const input = inputs.find((candidate) => candidate.name === name);
    return t('errors.tooLong', { max: input?.maxLength ?? 0 });
  };
  const wrong = [...inputs.map((input) => input.name), 'consent' as const].flatMap((name) => {
    const problem = draft.problems[name];
    return problem ? [{ name, message: messageOf(name, problem) }] : [];
  });
  const first = wrong[0]?.name;

  const notice = wrong.length
    ? [
        '<div class="notice" role="alert">',
        `<p>${escapeHtml(t('check.problems'))}</p>`,
        '<ul>',
        ...wrong.map(
          ({ name, message }) => `<li><a href="#${fieldId(name)}">${escapeHtml(message)}</a></li>`,
        ),
        '</ul>',
        '</div>',
      ]
    : [`<div class="notice" role="alert"><p>${escapeHtml(t('messages.failure'))}</p></div>`];

  /** What marks a field the check found wrong, and its message under it. */
  const marks = (name: CheckedName) => {
    const problem = draft.problems[name];
    if (!problem) return { attributes: '', message: '' };
    const errorId = `${fieldId(name)}-error`;
    return {
      attributes: ` aria-invalid="true" aria-describedby="${errorId}"${name === first ? ' autofocus' : ''}`,
      message: `<p class="error" id="${errorId}">${escapeHtml(messageOf(name, problem))}</p>`,
    };
  };

  const badge = (required: boolean) =>
    required
      ? `<span class="badge" aria-hidden="true">${escapeHtml(t('badges.required'))}</span>`
      : `<span class="badge badge--optional">${escapeHtml(t('badges.optional'))}</span>`;

  const field = (input: FormInput) => {
    const value = draft.values.inputs[input.name] ?? '';
    const { attributes, message } = marks(input.name);
    const common = [
      `id="${fieldId(input.name)}"`,
      `name="${input.name}"`,
      input.required ? 'required' : '',
      `maxlength="${String(input.maxLength)}"`,
    ]
      .filter(Boolean)
      .join(' ');
    const control =
      input.type === 'textarea'
        ? `<textarea ${common} rows="5"${attributes}>${escapeHtml(value)}</textarea>`
        : `<input ${common} type="${input.type}"${input.autoComplete ? ` autocomplete="${input.autoComplete}"` : ''}${input.pattern ? ` pattern="${escapeHtml(input.pattern)}"` : ''} value="${escapeHtml(value)}"${attributes}>`;
    return [
      '<div class="field">',
      `<label for="${fieldId(input.name)}">${escapeHtml(t(`fields.${input.name}`))}${badge(input.required)}</label>`,
      control,
      message,
      '</div>',
    ]
      .filter(Boolean)
      .join('\n');
  };

  const consent = marks('consent');
  const privacy = `${draft.origin}${withLocalePrefix(privacyPolicyPath, draft.locale)}`;
  return page(lang, t('check.heading'), brand, home, [
    `<h1>${escapeHtml(t('check.heading'))}</h1>`,
    ...notice,
    '<form action="/send-email" method="post">',
    `<input type="hidden" name="${formPostFields.locale}" value="${escapeHtml(draft.locale)}">`,
    `<input type="hidden" name="${formPostFields.page}" value="${escapeHtml(draft.page)}">`,
    `<input type="hidden" name="${siteField}" value="${escapeHtml(draft.origin)}">`,
    ...inputs.map(field),
    '<div class="consent">',
    `<input id="${fieldId('consent')}" name="consent" type="checkbox" required${draft.values.consent ? ' checked' : ''}${consent.attributes}>`,
    `<label for="${fieldId('consent')}">${withLink(t('consent'), privacy)}${badge(true)}</label>`,
    '</div>',
    consent.message,
    `<button type="submit">${escapeHtml(t('submit'))}</button>`,
    '</form>',
    `<p class="back"><a href="${escapeHtml(`${draft.origin}${draft.page}`)}">${escapeHtml(t('check.back'))}</a></p>`,
  ]);
}
