/**
 * An SVG document as a `data:` address fit for an HTML attribute in double quotes: percent-encoded
 * only where a URL or the attribute needs it (quotes become apostrophes), so it stays short and
 * compresses like the markup it is. Spaces are encoded too: a URL may not hold one (the Nu HTML
 * Checker rejects `href` with a raw space), which is why public/favicon.svg separates numbers
 * with commas and needs a space only between attributes.
 */
export function svgDataUri(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'").replace(/>\s+</g, '><');
  // Spaces and everything outside printable ASCII, and what a URL or an attribute would read
  // otherwise.
  const encoded = text.replace(/[^!-~]|[%#<>{}|\\^`[\]]/gu, (character) =>
    encodeURIComponent(character),
  );
  return `data:image/svg+xml,${encoded}`;
}
