/** A run of an excerpt's text, and whether it is a matched word. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decode(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt (escaped text with the matched words in `<mark>`) as plain text runs, so the
 * page shows it as text with `<mark>` elements of its own and never parses it as HTML. Any other
 * tag in it is dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      marked = tag === '<mark>';
      continue;
    }
    const text = decode(piece.replace(/<[^>]*>/g, ''));
    if (!text) continue;
    const last = parts.at(-1);
    if (last?.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
