/**
 * Generated from generators/runtime/server/header-text.ts by npm run generate. Do not edit.
 */

/**
 * Header and cookie parameter values as the text a client sent. Node reads every header byte as
 * one Latin-1 character. Two kinds of client send bytes past ASCII, and they disagree:
 * - fetch, in browsers and in Node (the generated client too), sends a header value's characters
 *   as single bytes (Latin-1; it refuses anything past U+00FF), so `é` arrives as 0xE9 and Node's
 *   Latin-1 reading is the text sent;
 * - curl, Go, Python and most command lines send UTF-8, so `plätform` reached handlers as
 *   `plÃ¤tform`, which a service stored and echoed (a red-team pass, 2026-11-28).
 * Bytes that are UTF-8 are read as UTF-8; any others as Latin-1, as Node reads them. A Latin-1
 * value is seldom also valid UTF-8 (it needs a letter such as `Ã` followed by a C1 control or a
 * symbol), so each kind of client is read as it wrote. Refusing bytes that are not UTF-8 (tried
 * first) broke the generated client's own `é`.
 */

// ignoreBOM: a leading EF BB BF is text the client sent (a decoder drops it by default, and
// Basic credentials with and without one were one username; found by a review).
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A character past ASCII: most values have none, and are handed on as they are. */
// eslint-disable-next-line no-control-regex
const PAST_ASCII = /[^\x00-\x7f]/;

/** `text` (a header value as Node gives it): itself when it is ASCII or not UTF-8, else its UTF-8 reading. */
export function headerText(text: string): string {
  if (!PAST_ASCII.test(text)) return text;
  return utf8Text(Buffer.from(text, 'latin1')) ?? text;
}

/** `bytes` as UTF-8 text, or `undefined` when they are not UTF-8 (never U+FFFD in their place). */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A Cookie header with each cookie read by `headerText` on its own: one cookie of another app on
 * the domain whose bytes are not UTF-8 made every cookie of the header Latin-1 (found by a
 * review). `;` is ASCII and never inside a UTF-8 sequence.
 */
export function cookieHeaderText(header: string): string {
  return PAST_ASCII.test(header) ? header.split(';').map(headerText).join(';') : header;
}

/** A header value or the values of its lines, each read by `headerText`. */
export function headerTexts(raw: unknown): unknown {
  if (typeof raw === 'string') return headerText(raw);
  if (!Array.isArray(raw)) return raw;
  return raw.map((item: unknown) => (typeof item === 'string' ? headerText(item) : item));
}
