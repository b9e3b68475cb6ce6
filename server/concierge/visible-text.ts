/**
 * Characters a terminal acts on instead of showing: C0 and C1 controls (escape sequences,
 * bell, carriage return, backspace), DEL, and the bidirectional overrides that reorder what
 * follows. Guests write their own trip and account names, so the concierge CLI must never
 * print them raw: an escape sequence in a name could clear the concierge's screen or draw a
 * line that looks like the CLI's own (issue 25, finding 7).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escapeOf = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** One line of text with every unsafe character shown as an escape (ESC as \x1b). */
export const visibleText = (text: string): string => text.replace(UNSAFE, escapeOf);

/**
 * JSON output: JSON.stringify already escapes C0 controls inside strings, but not DEL, C1 or
 * the bidirectional marks; those become \u escapes, so the text stays valid JSON. The newlines
 * and indentation between values are JSON's own and are kept.
 */
export const visibleJson = (json: string): string =>
  json
    .split('\n')
    .map((line) =>
      line.replace(UNSAFE, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`),
    )
    .join('\n');
