import { Fragment, type ReactNode } from 'react';
import { phraseMark, withPhrases } from './phrase-mark';

/**
 * Short text (a heading, a lead, a card's title or text, a button, a label, a table cell) set so
 * that a line breaks only between phrases, in every browser: the Japanese catalogs carry a mark
 * between phrases (`t(key, withPhrases)` keeps it, src/i18n/phrase-mark.ts), and each mark
 * becomes `<wbr>`, a break opportunity that is no character: copying or searching the text finds
 * it whole. Japanese elements holding a `<wbr>` keep their words together otherwise
 * (`word-break: keep-all`, src/styles/japanese.css). Text without marks (English) is rendered as it
 * is.
 */
export function Phrases({ children }: { children: string }) {
  const phrases = children.split(phraseMark);
  if (phrases.length === 1) return children;
  return phrases.map((phrase, index) => (
    // The phrases of one string, in their fixed order: the index is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {phrase}
    </Fragment>
  ));
}

/** A `t` function of any namespace (react-i18next's, `getFixedT`'s or a `LooseT`). */
type AnyT = (...args: never[]) => unknown;

/**
 * `t(key, options)` set by `Phrases`: the text with its phrase marks kept, each a `<wbr>`. For
 * text shown as text only (a JSX child), never an attribute, a title or anything not laid out.
 */
export function phrases<F extends AnyT>(t: F, ...args: Parameters<F>): ReactNode {
  const [key, options] = args as unknown as [string, object | undefined];
  const translate = t as unknown as (key: string, options: object) => unknown;
  return <Phrases>{String(translate(key, { ...options, ...withPhrases }))}</Phrases>;
}

/** What react-i18next's `Trans` reads from the `t` it is given, besides calling it. */
interface FixedT {
  ns?: unknown;
  lng?: unknown;
  keyPrefix?: unknown;
}

/**
 * A `t` for `Trans` whose text is set between its phrases: each mark becomes `<wbr/>`, which
 * `Trans` renders as the element (src/i18n/create-i18n.ts lets it through, as `<br/>`).
 */
export function transPhrases<F>(t: F): F {
  const translate = t as unknown as ((key: string, options?: object) => unknown) & FixedT;
  const phrased = (key: string, options?: object) =>
    String(translate(key, { ...options, ...withPhrases })).replaceAll(phraseMark, '<wbr/>');
  const { ns, lng, keyPrefix } = translate;
  return Object.assign(phrased, { ns, lng, keyPrefix }) as unknown as F;
}
