/**
 * Generated from generators/runtime/server/form-decoding.ts by npm run generate. Do not edit.
 */

/**
 * `application/x-www-form-urlencoded` bodies as fields: `a=1&b=x+y` by the WHATWG form rules
 * (pairs split on `&`, name and value on the first `=`, `+` a space), `a[b]=1` as nested ones
 * (form-values.ts). Text is decoded fatally, as JSON and text bodies are (media-types.ts): the
 * bytes and the percent-escapes in the charset the Content-Type names, UTF-8 when it names none.
 * URLSearchParams, which read forms before, replaced an escape that was not UTF-8 (`%E9`, a
 * Latin-1 `é`) with U+FFFD and kept a bare `%` as text, so a handler stored text the client never
 * sent; the same escapes in a query are a 400 (unreadable-requests.ts).
 */
import type { TextDecoder } from 'node:util';
import type { FormLimits } from './contract.js';
import { addFormPair, listsFromIndexes, refusedFieldName } from './form-values.js';
import { charsetDecoder, charsetOf, decodedIn, utf8Text } from './media-types.js';
import { HttpProblem } from './problems.js';
import { quoted } from '../quoted-text.js';

/**
 * The fields of a form body; `declared`: the members its schema names with brackets in the name
 * (form-values.ts, `bracketedMembers`). The pairs are counted before any is decoded, so a body of a million
 * `&` costs a scan, not a million entries.
 */
export function formFields(
  bytes: Buffer,
  contentType: string,
  limits: Required<FormLimits>,
  declared?: ReadonlySet<string>,
): { [name: string]: unknown } {
  const decoder = formDecoder(charsetOf(contentType));
  // Other charsets are read byte for byte (Latin-1 keeps each byte as one character) until each
  // name and value is decoded; every charset they may name keeps `&`, `=`, `+` and `%` as these bytes.
  const body = decoder === undefined ? utf8Text(bytes) : bytes.toString('latin1');
  let pairs = body === '' ? 0 : 1;
  for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1)) pairs++;
  if (pairs > limits.parts)
    throw new HttpProblem(
      413,
      'payload_too_large',
      `the form has more than ${limits.parts} fields; send a smaller form`,
    );
  const fields: { [name: string]: unknown } = {};
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = formText(equals === -1 ? pair : pair.slice(0, equals), decoder, undefined);
    const value = equals === -1 ? '' : formText(pair.slice(equals + 1), decoder, name);
    if (longerThan(name, limits.fieldSize) || longerThan(value, limits.fieldSize)) {
      throw new HttpProblem(
        413,
        'payload_too_large',
        `a form field is larger than ${limits.fieldSize} bytes; send a smaller form`,
      );
    }
    const refused = refusedFieldName(name);
    if (refused !== undefined) throw refused;
    addFormPair(fields, name, value, declared);
  }
  return listsFromIndexes(fields) as { [name: string]: unknown };
}

/**
 * The decoder for a form's declared charset, `undefined` for UTF-8 (or none). A form has no
 * charset parameter in its registration, and the URL standard allows only UTF-8, but clients
 * that label one send its bytes (Apache HttpClient's form entity says `charset=ISO-8859-1` by
 * default), so it is honoured as a JSON body's is (decisions/0029). A charset TextDecoder does not
 * know is 415, and so is UTF-16, whose `&` and `=` are two bytes each: no client writes forms so.
 */
function formDecoder(charset: string | undefined): TextDecoder | undefined {
  const decoder = charsetDecoder(charset);
  if (decoder !== undefined && decoder.encoding.startsWith('utf-16')) {
    throw new HttpProblem(
      415,
      'unsupported_media_type',
      `charset ${quoted(charset ?? decoder.encoding)} cannot carry a form, whose separators are single bytes; send UTF-8`,
    );
  }
  return decoder;
}

const BARE_PERCENT = /%(?![0-9A-Fa-f]{2})/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/**
 * A name or value as text: `+` is a space, escapes are bytes, and the bytes are of the form's
 * charset. `field` is the name a value belongs to (`undefined` for a name), for the refusal only.
 */
function formText(
  raw: string,
  decoder: TextDecoder | undefined,
  field: string | undefined,
): string {
  const text = raw.includes('+') ? raw.replace(/\+/g, ' ') : raw;
  if (decoder === undefined) {
    if (!text.includes('%')) return text;
    try {
      // decodeURIComponent's rules: no bare `%`, and the escaped bytes are UTF-8 (not overlong, no surrogate).
      return decodeURIComponent(text);
    } catch {
      throw new HttpProblem(
        400,
        'invalid_request',
        `${described(field)} is not valid percent-encoded UTF-8; encode form names and values with encodeURIComponent`,
      );
    }
  }
  if (BARE_PERCENT.test(text))
    throw new HttpProblem(
      400,
      'invalid_request',
      `${described(field)} has a % that is not a percent-escape; write % as %25`,
    );
  const bytes = Buffer.from(
    text.includes('%')
      ? text.replace(ESCAPE, (_escape, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        )
      : text,
    'latin1',
  );
  return decodedIn(decoder, bytes, described(field));
}

/** A name is echoed for the client to find its mistake, not to return kilobytes of it. */
function described(field: string | undefined): string {
  return field === undefined ? 'a form field name' : `form field ${quoted(field)}`;
}

/** UTF-8 length over `limit`, without encoding text that cannot be (at most 3 bytes a UTF-16 unit). */
function longerThan(text: string, limit: number): boolean {
  return text.length > limit || (text.length * 3 > limit && Buffer.byteLength(text) > limit);
}
