/**
 * Text from a document printed to a terminal or a review comment, or written into a generated
 * file. A document can name a member, a path or a value with characters that act on a terminal
 * (C0 controls, DEL, C1 controls) or reorder the line they are shown on (direction marks,
 * embeddings, overrides and isolates, line and paragraph separators): a U+202E in a member name
 * printed the rest of a problem's line reversed. In reports, Markdown and README files such
 * characters are percent-encoded as UTF-8, the form a URI fragment (a JSON pointer's) writes
 * them in, so the reader sees exactly which character the document holds; in code and JSON they
 * are `\uXXXX` escapes and in HTML character references, which keep their value.
 */

/** Direction marks, embeddings, overrides and isolates (as a character class's contents). */
const DIRECTION_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/** Everything above but C0 controls: DEL, C1 controls, direction controls, line and paragraph separators. */
const ABOVE_C0 = `\\u007F-\\u009F${DIRECTION_CONTROLS}\\u2028\\u2029`;
const DIRECTION_CONTROL = new RegExp(`[${DIRECTION_CONTROLS}]`);
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

/**
 * Text shown where nothing isolates it (a browser tab's title, a line of a README, a package's
 * description), as a Unicode isolate (FSI … PDI) when it holds a direction control: a
 * right-to-left override in an API's title then reorders the title only, not the version and
 * the words after it.
 */
export function isolated(text: string): string {
  return DIRECTION_CONTROL.test(text) ? `\u2068${text}\u2069` : text;
}

/** All of it but tab, line feed and carriage return (files are laid out with them). */
const UNPRINTABLE_IN_FILES = `\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F${ABOVE_C0}`;
/** The same, each with the run of backslashes before it. */
const UNPRINTABLE_IN_CODE = new RegExp(`(\\\\*)([${UNPRINTABLE_IN_FILES}])`, 'g');
const UNPRINTABLE_IN_HTML = new RegExp(`[${UNPRINTABLE_IN_FILES}]`, 'g');
/** The first question for a file, answered by one plain scan (most files hold none). */
const ANY_UNPRINTABLE_IN_FILES = new RegExp(`[${UNPRINTABLE_IN_FILES}]`);

/**
 * Generated JavaScript, TypeScript or JSON with each such character written as a `\uXXXX`
 * escape. Spec text reaches string literals, comments and JSON strings as it is: a direction
 * override there reorders what a reviewer sees of the rest of the line (CVE-2021-42574, "Trojan
 * Source"; GitHub flags such files), and an ESC in a description retitled the terminal of
 * whoever printed the file (openapi-typescript writes comments as the document does). In source
 * text those characters can stand only inside strings, templates, regular expressions and
 * comments: in the first three the escape is the same character, in a comment it shows which
 * one the document holds. After an odd run of backslashes the last one escapes the character
 * (the character itself, or nothing for a line continuation by U+2028/2029) and goes with it,
 * so the value stays the same.
 */
export function escapedInCode(text: string): string {
  if (!ANY_UNPRINTABLE_IN_FILES.test(text)) return text;
  return text.replace(UNPRINTABLE_IN_CODE, (_match, backslashes: string, character: string) => {
    const escape = `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    if (backslashes.length % 2 === 0) return backslashes + escape;
    return backslashes.slice(1) + (character === '\u2028' || character === '\u2029' ? '' : escape);
  });
}

/**
 * Generated HTML with each such character (tab, line feed and carriage return aside) as a
 * numeric character reference: the page shows what it showed (the stylesheet isolates direction
 * controls), and the file's text holds none of them raw for a terminal or an editor.
 */
export function escapedInHtml(text: string): string {
  if (!ANY_UNPRINTABLE_IN_FILES.test(text)) return text;
  return text.replace(UNPRINTABLE_IN_HTML, (character) => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`);
}
