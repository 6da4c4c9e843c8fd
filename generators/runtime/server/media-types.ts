/**
 * How the runtime reads a request body and writes an answer, by media type (decisions/0029), the
 * same families the generated client encodes and reads: JSON; forms; multipart forms; text
 * (`text/*`, XML); server-sent events (answers only); anything else is bytes (`image/png`,
 * `application/octet-stream`, a wildcard).
 */
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import type { RouteBody, RouteMedia } from './contract.js';
import { essenceOf, isJsonMediaType } from '../media-type.js';
import { HttpProblem } from './problems.js';
import { quoted } from '../quoted-text.js';
import { readParameters } from './header-parameters.js';

export type MediaKind = 'json' | 'form' | 'multipart' | 'text' | 'events' | 'bytes';

export { essenceOf };

/**
 * JSON under a `text/` type, which ASP.NET documents declare beside `application/json`
 * (Swashbuckle's default): the server reads and writes it as JSON. Read as text, a body its
 * client sent as JSON reached the handler as a string, unparsed and unvalidated.
 */
const TEXT_JSON = new Set(['text/json', 'text/x-json']);

export function mediaKind(contentType: string): MediaKind {
  const essence = essenceOf(contentType);
  // One rule for what is JSON across generator, client and server (../media-type.ts), and the legacy text types.
  if (isJsonMediaType(contentType) || TEXT_JSON.has(essence)) return 'json';
  if (essence === 'application/x-www-form-urlencoded') return 'form';
  if (essence === 'multipart/form-data') return 'multipart';
  if (essence === 'text/event-stream') return 'events';
  if (essence.startsWith('text/') || essence === 'application/xml' || essence.endsWith('+xml')) return 'text';
  return 'bytes';
}

/** Every media type a body may come in, the one the client sends first. */
export function bodyMedia(body: RouteBody): readonly RouteMedia[] {
  return body.alternatives === undefined ? [body] : [body, ...body.alternatives];
}

/**
 * RFC 9110 §8.3: a body without Content-Type may be taken as bytes of no known type, so it
 * falls under `application/octet-stream` (or a wildcard) where the operation declares one.
 */
const UNLABELLED = 'application/octet-stream';

/**
 * Which of `declared` a request's Content-Type falls under, as an index (-1 for none): the same
 * type first, then `type/*`, then `*\/*` (the more specific key applies, as OpenAPI says). Worked
 * out once per route; per request it is one essence and up to three lookups.
 */
export function mediaMatcher(declared: readonly string[]): (contentType: string | undefined) => number {
  const exact = new Map<string, number>();
  declared.forEach((type, index) => {
    const essence = essenceOf(type);
    if (!exact.has(essence)) exact.set(essence, index);
  });
  const any = exact.get('*/*') ?? -1;
  return (contentType) => {
    const essence = essenceOf(contentType ?? UNLABELLED);
    const found = exact.get(essence);
    if (found !== undefined && !essence.includes('*')) return found;
    const slash = essence.indexOf('/');
    if (slash <= 0 || slash === essence.length - 1 || essence.includes('*')) return -1;
    return exact.get(`${essence.slice(0, slash)}/*`) ?? any;
  };
}

/**
 * The `charset` parameter a media type the server writes names, if any, by the one parameter
 * reader (a type the document or a handler gives is not refused here: a malformed one names none).
 */
export function charsetParameter(contentType: string): string | undefined {
  if (!contentType.includes(';')) return undefined;
  const read = readParameters(contentType);
  return 'problem' in read ? undefined : read.parameters.get('charset');
}

/**
 * A media type's `charset` parameter, if it names one, read by the one parameter reader
 * (header-parameters.ts), so quoting counts: `x="a; charset=utf-16"` names no charset, since the
 * text is inside x's quoted value. A regular expression that ignored quotes read UTF-16 there, and
 * from an unclosed quote (`charset="utf-16`), while a proxy or firewall in front that reads the
 * header by RFC 9110 §5.6.6 took the body for UTF-8 (a red-team pass, 2026-11-29). Named twice
 * (`charset=latin1; charset=utf-8`) it is a 400: a parameter given more than once is an error
 * (RFC 6838 §4.3), and the first was read here while a proxy may read the last, so the same bytes
 * were different text to each. Any other malformed parameter list is a 400 too, as the multipart
 * reader refuses it. A type without `;` (most JSON bodies) has no parameters to read.
 */
export function charsetOf(contentType: string): string | undefined {
  if (!contentType.includes(';')) return undefined;
  const read = readParameters(contentType);
  if (!('problem' in read)) return read.parameters.get('charset');
  if (read.problem === 'repeated' && read.name === 'charset') {
    throw new HttpProblem(400, 'invalid_request', 'Content-Type names a charset more than once; name it once');
  }
  const why = read.problem === 'repeated' ? 'is given more than once' : read.problem === 'unclosed' ? 'has a quoted value that never closes' : 'has text after its quoted value';
  throw new HttpProblem(400, 'invalid_request', `Content-Type ${quoted(contentType)} is malformed: its parameter ${quoted(read.name)} ${why}; send one value per parameter, quoted whole or not at all`);
}

const UTF_8 = /^utf-?8$/i;

/**
 * A body's text in the charset its Content-Type names (UTF-8 when it names none), for every body
 * read as text: JSON (whichever parser reads it), `text/*`, XML, and each text part of a multipart
 * form by its part's Content-Type. JSON is UTF-8 by RFC 8259 §8.1,
 * but clients that label it `application/json; charset=iso-8859-1` (or UTF-16) send those bytes,
 * and read as UTF-8 their accented letters became U+FFFD and reached the handler as valid data.
 * `what` names the text in the refusal (`body`, or `body field "title"`).
 */
export function decodedText(bytes: Buffer, contentType: string | undefined, what = 'body'): string {
  const decoder = charsetDecoder(contentType === undefined ? undefined : charsetOf(contentType), what);
  if (decoder === undefined) {
    // As TextDecoder reads UTF-8: a byte order mark is not part of the text.
    const text = utf8Text(bytes, what);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
  return decodedIn(decoder, bytes, what);
}

/**
 * The decoder for a declared charset, `undefined` for UTF-8 (or none), which utf8Text reads.
 * node:util's TextDecoder (no DOM library needed in the consumer's set-up) knows the WHATWG
 * encodings; any other charset is 415, which routes.ts answers as the operation's 400 where it
 * declares 400 and not 415 — never a 500. Fatal: bytes outside the charset are refused, not
 * replaced with U+FFFD (see utf8Text).
 */
export function charsetDecoder(charset: string | undefined, what = 'body'): TextDecoder | undefined {
  if (charset === undefined || UTF_8.test(charset)) return undefined;
  try {
    return new TextDecoder(charset, { fatal: true });
  } catch {
    const of = what === 'body' ? '' : ` of ${what}`;
    throw new HttpProblem(415, 'unsupported_media_type', `charset ${quoted(charset)}${of} is not supported; send UTF-8`);
  }
}

/** `bytes` as text in `decoder`'s charset, refused with 400 when they are not of it. */
export function decodedIn(decoder: TextDecoder, bytes: Uint8Array, what = 'body'): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw notInCharset(decoder.encoding, what);
  }
}

/**
 * A body's bytes as UTF-8 text, refused with 400 when they are not UTF-8 (JSON is UTF-8 unless
 * its Content-Type names another charset, RFC 8259 §8.1; forms are UTF-8 unless theirs does).
 * Decoding replaced each bad byte with U+FFFD, so a handler stored text the client never sent
 * (a Latin-1 `é` became `�`).
 */
export function utf8Text(bytes: Buffer, what = 'body'): string {
  if (!isUtf8(bytes)) throw notInCharset('UTF-8', what);
  return bytes.toString('utf8');
}

function notInCharset(charset: string, what: string): HttpProblem {
  return new HttpProblem(400, 'invalid_request', `${what} is not valid ${charset} text; send the text in the charset its Content-Type names (UTF-8 unless it names one)`);
}
