/**
 * Text from a document printed to a terminal or a review comment. A document can name a member,
 * a path or a value with characters that act on a terminal (C0 controls, DEL, C1 controls) or
 * reorder the line they are shown on (direction marks, embeddings, overrides and isolates, line
 * and paragraph separators): a U+202E in a member name printed the rest of a problem's line
 * reversed. Such characters are percent-encoded as UTF-8, the form a URI fragment (a JSON
 * pointer's) writes them in, so the reader sees exactly which character the document holds.
 */

/** Everything above but C0 controls: DEL, C1 controls, direction marks and controls, line and paragraph separators. */
const ABOVE_C0 = '\\u007F-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\u2028\\u2029';
/** All of it but tab and line feed (a multi-line message keeps its lines). */
const UNPRINTABLE = new RegExp(`[\\u0000-\\u0008\\u000B-\\u001F${ABOVE_C0}]`, 'g');
/** All of it, tab and line feed too: text that must stay on its one line. */
const UNPRINTABLE_IN_LINE = new RegExp(`[\\u0000-\\u001F${ABOVE_C0}]`, 'g');

/** `text` with each such character percent-encoded; tabs and line feeds kept. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, encodeURI);
}

/** `text` on one line: line feeds and tabs percent-encoded too (a name cannot forge a report line). */
export function printableLine(text: string): string {
  return text.replace(UNPRINTABLE_IN_LINE, encodeURI);
}
