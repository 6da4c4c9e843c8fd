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
}

/** The place of the error `message` that JSON.parse threw for `text`. */
export function jsonSyntaxErrorPlace(text: string, message: string): JsonPlace {
  const given = /at position (\d+)/.exec(message)?.[1];
  const offset = given !== undefined ? Number(given) : /^Unexpected end of JSON input/.test(message) ? text.length : searchedOffset(text);
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { offset, line: before.split('\n').length, column: offset - lineStart + 1 };
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
