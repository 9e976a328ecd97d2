/** What the service's parts log through, and errors told in a log without the visitor's data. */

export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/**
 * `text` with every e-mail address in it as `<address>`, its control characters as spaces, and at
 * most `max` characters: a mail server's answer as logs, records and alerts may hold it.
 */
export function withoutAddresses(text: string, max: number): string {
  return text
    .replace(/[^\s@<>"]+@[^\s@<>"]+/g, '<address>')
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu, ' ')
    .slice(0, max);
}

/**
 * An error's message, for logs and the failed record: never the enquiry itself, so any e-mail
 * address a mail server quotes back becomes `<address>`, and its control characters spaces.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  return withoutAddresses(`${error.name}: ${error.message}`, 300);
}
