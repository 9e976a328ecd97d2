/**
 * How the site's text files are compressed: the build's brotli and gzip copies (scripts/compress.ts)
 * and the bench's reference pages (scripts/bench/reference-pages.ts), so both sides of the bench's
 * ratio travel the same way.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function compressedCopies(bytes: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}
