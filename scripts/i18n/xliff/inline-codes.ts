/**
 * A source's and its target's text cut into text and XLIFF inline codes: `<ph>` for a placeholder
 * or a lone tag, `<bpt>`/`<ept>` for a Trans tag pair, the target's codes numbered as its source's
 * so that a CAT tool pairs them (docs/decisions/0007-translation-workflow.md).
 */
import { codePattern, parseTag } from '../codes';

interface Code {
  code: string;
  start: number;
  /** `bpt`/`ept` for the two tags of a pair, `ph` for anything else. */
  element: 'ph' | 'bpt' | 'ept';
  /** For a pair, the index of the other tag. */
  partner?: number;
}

/** The codes of a text, Trans tags that open and close in good order paired. */
function findCodes(text: string): Code[] {
  const codes: Code[] = [...text.matchAll(codePattern)].map((match) => ({
    code: match[0],
    start: match.index,
    element: 'ph',
  }));
  const open: { index: number; name: string }[] = [];
  codes.forEach((code, index) => {
    const tag = parseTag(code.code);
    if (!tag || tag.selfClosing) return;
    if (!tag.closing) {
      open.push({ index, name: tag.name });
      return;
    }
    const last = open.at(-1);
    const opening = last && last.name === tag.name ? codes[last.index] : undefined;
    if (!last || !opening) return;
    open.pop();
    Object.assign(opening, { element: 'bpt', partner: index });
    Object.assign(code, { element: 'ept', partner: last.index });
  });
  return codes;
}

/** What identifies a code across source and target: its text, and for a pair both tags'. */
function signature(codes: Code[], code: Code): string {
  const partner = code.partner === undefined ? undefined : codes[code.partner];
  return code.element === 'bpt' && partner ? `${code.code}…${partner.code}` : code.code;
}

/**
 * Each code's id: numbered in order in a source (a pair shares one id), and in a target the id
 * of the same code in its source (`sourceIds`, signature → ids in order), or a new one.
 */
function numberCodes(codes: Code[], sourceIds = new Map<string, number[]>()): number[] {
  const available = new Map([...sourceIds].map(([key, ids]) => [key, [...ids]]));
  let next = Math.max(0, ...[...sourceIds.values()].flat()) + 1;
  const ids: number[] = [];
  codes.forEach((code, index) => {
    const partnerId = code.partner === undefined ? undefined : ids[code.partner];
    ids[index] =
      code.element === 'ept' && partnerId !== undefined
        ? partnerId
        : (available.get(signature(codes, code))?.shift() ?? next++);
  });
  return ids;
}

/** Text, or an inline code holding its original (`{{brand}}`, `<0>`), so the import puts it back. */
export type Segment = string | { code: string; element: Code['element']; id: number };

function segments(text: string, codes: Code[], ids: number[]): Segment[] {
  const result: Segment[] = [];
  let at = 0;
  codes.forEach((code, index) => {
    if (code.start > at) result.push(text.slice(at, code.start));
    result.push({ code: code.code, element: code.element, id: ids[index] ?? 0 });
    at = code.start + code.code.length;
  });
  if (at < text.length) result.push(text.slice(at));
  return result;
}

/** A source's and its target's text and codes, the target's codes numbered as the source's. */
export function inlineSegments(
  source: string,
  target?: string,
): [Segment[], Segment[] | undefined] {
  const sourceCodes = findCodes(source);
  const sourceNumbers = numberCodes(sourceCodes);
  const sourceIds = new Map<string, number[]>();
  sourceCodes.forEach((code, index) => {
    if (code.element === 'ept') return;
    const key = signature(sourceCodes, code);
    sourceIds.set(key, [...(sourceIds.get(key) ?? []), sourceNumbers[index] ?? 0]);
  });
  if (target === undefined) return [segments(source, sourceCodes, sourceNumbers), undefined];
  const targetCodes = findCodes(target);
  return [
    segments(source, sourceCodes, sourceNumbers),
    segments(target, targetCodes, numberCodes(targetCodes, sourceIds)),
  ];
}
