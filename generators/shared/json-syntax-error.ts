/**
 * Where JSON.parse stopped in a text it refused, as line and column. V8 gives the offset in most
 * messages ("at position N"; Node 22 adds the line and column), but not for an unexpected token
 * ("Unexpected token '/', "// comment"... is not valid JSON": a comment, a bare word, a single
 * quote), and those were reported at the end of the text or at none. Used where JSON is read
 * from people: OpenAPI documents (generators/load/parse.ts) and mtc.config.json.
 */

export interface JsonPlace {
  /** 0-based offset of the character JSON.parse refused (the text's length when it ended too early). */
  readonly offset: number;
  /** 1-based. */
  readonly line: number;
  readonly column: number;
  /**
   * What a person wrote there, when V8's words do not say it: a comma before `}` or `]`, which
   * JavaScript allows and JSON does not (the place is then the comma's, not the bracket's on a
   * later line where JSON.parse noticed it), or a comment.
   */
  readonly mistake?: string;
}

/** The place of the error `message` that JSON.parse threw for `text`. */
export function jsonSyntaxErrorPlace(text: string, message: string): JsonPlace {
  const given = /at position (\d+)/.exec(message)?.[1];
  const refused = given !== undefined ? Number(given) : /^Unexpected end of JSON input/.test(message) ? text.length : searchedOffset(text);
  const comma = trailingCommaBefore(text, refused);
  const offset = comma ?? refused;
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const place = { offset, line: before.split('\n').length, column: offset - lineStart + 1 };
  if (comma !== undefined) return { ...place, mistake: `a comma before the closing ${text.charAt(refused)}, which JSON does not allow; remove it` };
  return startsComment(text, refused) ? { ...place, mistake: 'a comment, which JSON does not allow; remove it' } : place;
}

/**
 * `//` or `/*` where JSON.parse stopped: people write comments in mtc.config.json as tsconfig.json
 * takes them, and V8 said only `Unexpected token '/'` or "Expected property name" (a new user's
 * pass, 2026-11-28). A slash inside a string is never where JSON.parse stops.
 */
function startsComment(text: string, refused: number): boolean {
  return /^\/[/*]/.test(text.slice(refused, refused + 2));
}

/** The offset of the comma that `refused` (a `}` or `]`, after white space only) follows, if any. */
function trailingCommaBefore(text: string, refused: number): number | undefined {
  const closing = text.charAt(refused);
  if (closing !== '}' && closing !== ']') return undefined;
  let index = refused - 1;
  while (index >= 0 && ' \t\r\n'.includes(text.charAt(index))) index -= 1;
  return text.charAt(index) === ',' ? index : undefined;
}

/**
 * The refused character, found by asking JSON.parse itself about prefixes of the text: a prefix
 * that stops before it is only cut short (JSON.parse then says the input ended, or names the
 * prefix's end), one that holds it fails before its end. The shortest failing prefix ends just
 * after it. About log2(length) parses, only on this error path. Checked against every offset V8
 * does give, for one-character corruptions at every place of a text.
 */
function searchedOffset(text: string): number {
  // The whole text only cut short: what is missing is at its end.
  if (onlyCutShort(text)) return text.length;
  let clean = 0;
  let failing = text.length;
  while (failing - clean > 1) {
    const middle = Math.floor((clean + failing) / 2);
    if (onlyCutShort(text.slice(0, middle))) clean = middle;
    else failing = middle;
  }
  return failing - 1;
}

function onlyCutShort(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (error) {
    const message = (error as Error).message;
    if (/^Unexpected end of JSON input/.test(message)) return true;
    const position = /at position (\d+)/.exec(message)?.[1];
    return position !== undefined && Number(position) >= prefix.length;
  }
}
