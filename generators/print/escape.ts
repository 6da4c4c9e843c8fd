/**
 * The one escaper: spec text (untrusted) becomes comment text or string literals only here.
 */

/**
 * Text safe inside a `/** ... *\/` block comment: `*\/` cannot close the comment, line breaks of any
 * kind (CR, LF, U+2028/2029) become plain LF so the caller can prefix ` * ` per line, and control
 * characters that editors or tools treat specially are dropped.
 */
export function escapeCommentText(text: string): string {
  return commentLineBreaks(text).replace(/\*\//g, '*\\/').replace(/\/\*/g, '/\\*');
}

/** What any comment needs: line breaks of any kind as LF, and no control character but tab. */
function commentLineBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

/** Lines of a JSDoc body, each already escaped; empty text gives no lines. */
export function commentLines(text: string): string[] {
  const escaped = escapeCommentText(text).replace(/\s+$/u, '');
  return escaped === '' ? [] : escaped.split('\n').map((line) => line.replace(/\s+$/u, ''));
}

/** A complete `/** ... *\/` block (no trailing newline) or '' when there is nothing to say. */
export function jsDocBlock(text: string, indent = ''): string {
  const lines = commentLines(text);
  if (lines.length === 0) return '';
  return [`${indent}/**`, ...lines.map((line) => (line === '' ? `${indent} *` : `${indent} * ${line}`)), `${indent} */`].join('\n');
}

/**
 * A doc comment laid out as ts-morph writes `docs` (the layout the emitters always had, which
 * prettier then only re-indents): one line `/** text *\/` for single-line text, otherwise
 * `/**`, ` * line` per line (` *` for an empty one) and ` *\/`. `text` must already be escaped.
 */
export function docComment(text: string): string {
  const lines = text.split(/\r?\n/);
  if (lines.length <= 1) return `/** ${text}${text === '' || text.endsWith(' ') ? '' : ' '}*/`;
  const start = lines[0] === '' ? 1 : 0;
  return `/**\n${lines.slice(start).map((line) => (line === '' ? ' *\n' : ` * ${line}\n`)).join('')} */`;
}

/** Text safe on a single `//` line comment. */
export function lineCommentText(text: string): string {
  return escapeCommentText(text).replace(/\n/g, ' ');
}

/**
 * A double-quoted JS/TS string literal. JSON.stringify already escapes quotes, backslashes and
 * control characters; U+2028/2029 are escaped as well so the literal is valid in every engine and
 * tool, and `${` or backticks are harmless inside double quotes.
 */
export function stringLiteral(value: string): string {
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A single-quoted JS/TS string literal, for text full of double quotes such as JSON: they need no
 * escape here, so the literal is smaller and quicker for an engine to scan than stringLiteral's
 * (Stripe's document: 2.02 MB against 2.22 MB), and prettier keeps it single-quoted under any
 * quote setting while it holds more double quotes than single ones. The escapes are JSON.stringify's (so
 * lone surrogates too), with `"` left as it is and `'` escaped; U+2028/2029 as in stringLiteral.
 *
 * One pass that stops only at what needs an escape: escaping every double quote first and then
 * undoing it called back once per quote, which was most of the server emitter's time on Stripe
 * (0.2 s for its 2 MB schemas module).
 */
export function singleQuotedLiteral(value: string): string {
  return `'${value.replace(NEEDS_ESCAPE_IN_SINGLE_QUOTES, singleQuotedEscape)}'`;
}

/** Control characters, backslash, `'`, U+2028/2029, and a surrogate that is not half of a pair. */
const NEEDS_ESCAPE_IN_SINGLE_QUOTES = /[\u0000-\u001f\\'\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function singleQuotedEscape(character: string): string {
  if (character === "'") return "\\'";
  if (character === '\u2028') return '\\u2028';
  if (character === '\u2029') return '\\u2029';
  return JSON.stringify(character).slice(1, -1);
}

/**
 * Text safe inside an HTML comment: only what would end it early or open another (`-->`,
 * `--!>`, `<!--`) is broken up, so everything else, a command's `--` included, reads as typed
 * in the raw file (HTML allows `--` inside a comment; CommonMark ends one at `-->` only).
 */
export function htmlCommentText(text: string): string {
  // Not escapeCommentText: `*\/` means nothing here, and escaped it made a regenerate command
  // with a path holding `*/` one that no longer pastes as it reads.
  return commentLineBreaks(text).replace(/<!--/g, '<!- -').replace(/--(!?)>/g, '- -$1>');
}

/**
 * Text safe as the content of an HTML element or a quoted attribute value: the five characters
 * with a meaning in markup become character references.
 */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_REFERENCES[character] ?? character);
}

const HTML_REFERENCES: { readonly [character: string]: string } = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The length of the longest run of backticks in `text` (0 when none). A loop, not
 * `Math.max(...runs)`: spreading one argument per run overflowed the stack on a document path of
 * 200,000 runs (a 400 KB path, well inside the input limits), and the docs emitter failed.
 */
export function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const [run] of text.matchAll(/`+/g)) longest = Math.max(longest, run.length);
  return longest;
}

/**
 * A Markdown code span that shows any text exactly as it is: the fence is one backtick longer
 * than any backtick run inside, line breaks become spaces, and text touching a fence is padded.
 * The one way spec text (or a path or command) enters visible Markdown: HTML-comment escaping
 * (htmlCommentText) is for comments only.
 */
export function markdownCodeSpan(text: string): string {
  const flat = text.replace(/[\r\n\u2028\u2029]+/g, ' ');
  const fence = '`'.repeat(longestBacktickRun(flat) + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A fenced Markdown code block holding `text` verbatim: the fence is longer than any backtick run inside. */
export function markdownCodeBlock(language: string, text: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}${language}\n${text.replace(/\n*$/, '')}\n${fence}`;
}
