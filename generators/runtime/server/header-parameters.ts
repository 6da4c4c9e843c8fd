/**
 * A header value with parameters (RFC 9110 §5.6.6): `form-data; name="title"; filename="a.pdf"`,
 * `multipart/form-data; boundary=x`, `application/json; charset=utf-16`. The one reader of
 * parameters for what a request sends: a multipart body's boundary and each part's name and file
 * name (multipart.ts), and the charset of any body read as text (`charsetOf`, media-types.ts).
 */

export interface ParameterizedValue {
  /** What comes before the first `;`, trimmed and in lower case. */
  readonly value: string;
  /** Parameters by their lower-case names; those given without a value are left out. */
  readonly parameters: ReadonlyMap<string, string>;
}

/**
 * Parses `header`, or `undefined` when it is malformed: a quoted value that never closes, text
 * after a closing quote, or a parameter given twice (`name="a"; name="b"`), which two readers
 * would take differently, as a proxy in front might. Whitespace around `=` is allowed, as in what
 * busboy (the earlier reader) accepted. In a quoted value a backslash escapes only `"` and `\`
 * and is kept before anything else, so a Windows path sent unescaped (`C:\docs\a.pdf`, as old
 * browsers did) keeps its separators.
 */
export function parameterized(header: string): ParameterizedValue | undefined {
  const read = readParameters(header);
  return 'problem' in read ? undefined : read;
}

/** Why `parameterized` refused a value: a parameter given twice (named), or a quoted value that never closes or has text after it. */
export interface ParameterProblem {
  readonly problem: 'repeated' | 'unclosed' | 'after-quote';
  /** The parameter's name, in lower case. */
  readonly name: string;
}

/** `parameterized`, saying why when the value is malformed. */
export function readParameters(header: string): ParameterizedValue | ParameterProblem {
  let at = header.indexOf(';');
  const value = (at === -1 ? header : header.slice(0, at)).trim().toLowerCase();
  const parameters = new Map<string, string>();
  while (at !== -1) {
    const start = at + 1;
    const equals = header.indexOf('=', start);
    const next = header.indexOf(';', start);
    if (equals === -1 || (next !== -1 && next < equals)) {
      at = next;
      continue;
    }
    const name = header.slice(start, equals).trim().toLowerCase();
    let cursor = equals + 1;
    while (header[cursor] === ' ' || header[cursor] === '\t') cursor++;
    let text: string;
    if (header[cursor] === '"') {
      const quoted = quotedString(header, cursor + 1);
      if (quoted === undefined) return { problem: 'unclosed', name };
      text = quoted.text;
      at = header.indexOf(';', quoted.end);
      if (header.slice(quoted.end, at === -1 ? undefined : at).trim() !== '') return { problem: 'after-quote', name };
    } else {
      at = header.indexOf(';', cursor);
      text = header.slice(cursor, at === -1 ? undefined : at).trim();
    }
    if (parameters.has(name)) return { problem: 'repeated', name };
    parameters.set(name, text);
  }
  return { value, parameters };
}

/** The text of a quoted string whose opening quote is just before `from`, and where it ends (after its closing quote). */
function quotedString(header: string, from: number): { readonly text: string; readonly end: number } | undefined {
  let text = '';
  for (let cursor = from; cursor < header.length; cursor++) {
    const char = header[cursor]!;
    if (char === '"') return { text, end: cursor + 1 };
    if (char === '\\' && (header[cursor + 1] === '"' || header[cursor + 1] === '\\')) {
      cursor++;
      text += header[cursor]!;
    } else text += char;
  }
  return undefined;
}
