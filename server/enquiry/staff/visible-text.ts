/**
 * Visitor text made safe to print: control and bidi characters, which only records older than the
 * schema's refusal can hold, show as stand-ins instead of acting on the staff's terminal.
 */
import { forbiddenCharacters } from '../../../contract/enquiry';

/** Every control and bidi character a field may not hold (the contract's list, line breaks too). */
const controlCharacter = new RegExp(`[${forbiddenCharacters.line}]`, 'gu');
const lineBreak = /\r\n|[\n\r\u2028\u2029]/gu;

/** What shows a control character without it acting: ␛ for ESC, ␡ for DEL, <U+202E> else. */
function standIn(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/**
 * Text that is safe to print: a line break or a tab becomes a space (with `keepLineBreaks`, a
 * line break of any kind becomes LF and stays), and every other control or bidi character its
 * visible stand-in.
 */
export function visible(text: string, keepLineBreaks = false): string {
  return text
    .replace(lineBreak, keepLineBreaks ? '\n' : ' ')
    .replace(controlCharacter, (character) => {
      if (character === '\t') return ' ';
      // Only left by the line above when line breaks are kept.
      if (character === '\n') return '\n';
      return standIn(character);
    });
}
