/**
 * Requests refused before any operation reads them, for faults in the request line and headers
 * that Node and the router let through or answered with an empty body: an HTTP/1.1 request
 * without Host, with an empty or malformed one or with two (serverOptions turns Node's own refusal off, so it is answered here), two
 * Content-Type or Authorization lines, an Expect
 * the server cannot meet, a CONNECT, and percent-escapes in the query that decode to no text. Refused in the
 * app's first `onRequest` hook (routes.ts) or, for Expect, on the Node server before Fastify sees
 * the request, so the answer is in the document's error shape and nothing can throw inside the
 * router, where an exception is not the request's error but the process's.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, problemText } from './problems.js';
import { named } from './message-names.js';
import { quoted } from '../quoted-text.js';

/** Checks that cost a request a look at each header name's length and, without a `%` in its query, two `indexOf` calls. */
export function unreadableRequest(request: FastifyRequest): HttpProblem | undefined {
  return hostProblem(request) ?? repeatedFieldProblem(request.raw.rawHeaders) ?? queryEscapeProblem(request.url);
}

/**
 * Fields besides Host that a request may send once and the runtime reads: Content-Type picks the
 * body's parser and Authorization the credential (RFC 9110 §8.3 and §11.6.2 give each one value,
 * with no list syntax). Node keeps the first of two lines silently, while a proxy or firewall in
 * front may act on the last: a body screened as `text/plain` and parsed as JSON, a request logged
 * under one credential and served under another. Content-Length is Node's own to refuse. Keyed
 * by the name's length, so most lines cost one lookup that misses.
 */
const SINGLE_FIELDS: ReadonlyMap<number, { readonly lower: string; readonly shown: string; readonly bit: number }> = new Map([
  [12, { lower: 'content-type', shown: 'Content-Type', bit: 1 }],
  [13, { lower: 'authorization', shown: 'Authorization', bit: 2 }],
]);

/** A 400 naming the first such field sent on two lines (or more), or `undefined`. */
export function repeatedFieldProblem(rawHeaders: readonly string[] | undefined): HttpProblem | undefined {
  if (rawHeaders === undefined) return undefined;
  let seen = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!;
    const field = SINGLE_FIELDS.get(name.length);
    if (field === undefined) continue;
    // The two spellings clients send are compared as they are; only others are lower-cased.
    if (name !== field.shown && name !== field.lower && name.toLowerCase() !== field.lower) continue;
    if ((seen & field.bit) !== 0) return new HttpProblem(400, 'invalid_request', `a request must have one ${field.shown} header; send one`);
    seen |= field.bit;
  }
  return undefined;
}

/**
 * RFC 9112 §3.2: a server must answer 400 to an HTTP/1.1 request without Host, and to any request
 * with more than one. Node answered the first with an empty body (serverOptions() turns that off,
 * `requireHostHeader: false`, so it is this 400 in the document's shape) and took the first of
 * several, which a proxy in front may have read differently. HTTP/1.0 needs no Host, and HTTP/2
 * has `:authority` instead.
 *
 * An empty Host on an HTTP/1.1 request in origin form (`GET /pets`, or `OPTIONS *`) is refused
 * too. Host then is the authority of the target URI (RFC 9112 §3.3), and an empty one is what a
 * client sends for a URI that has none (RFC 9110 §7.2), which no `http` or `https` URI is: such a
 * URI is invalid (RFC 9110 §4.2.1), and §3.3 leaves the server to refuse it or to use a default
 * name it is configured with. The generated server has none, and an app that builds links or
 * picks a tenant from Host would get an empty one. In absolute form (`GET http://host/pets`) the
 * target carries the authority and Host is ignored (RFC 9112 §3.2.2), so it may be empty there.
 */
export function hostProblem(request: FastifyRequest): HttpProblem | undefined {
  const { raw } = request;
  if (raw.httpVersionMajor !== 1) return undefined;
  const { host } = request.headers;
  if (host === undefined) {
    return raw.httpVersionMinor === 1 ? new HttpProblem(400, 'invalid_request', 'an HTTP/1.1 request must have a Host header; send Host') : undefined;
  }
  if (headerLineCount(raw.rawHeaders, 'host') > 1) return new HttpProblem(400, 'invalid_request', 'a request must have one Host header; send one');
  if (host === '' && raw.httpVersionMinor === 1 && !isAbsoluteForm(raw.url)) {
    return new HttpProblem(400, 'invalid_request', 'the Host header is empty; send the host name (and port) of the server in Host');
  }
  if (!HOST.test(host)) {
    return new HttpProblem(400, 'invalid_request', `the Host header ${quoted(host)} is not a host name with an optional port; send the host name (and port) of the server in Host`);
  }
  return undefined;
}

/**
 * Host's syntax (RFC 9110 §7.2: `uri-host [ ":" port ]`, the host of RFC 3986 §3.2.2): a name of
 * unreserved characters, sub-delimiters and percent-escapes (an IPv4 address is one), or an IP
 * literal in brackets; then digits after a colon. RFC 9112 §3.2 has a server answer 400 to a Host
 * with any other value (`Host: a b`, `Host: x/y`, `Host: a@b`), which an app that builds links or
 * picks a tenant from Host would otherwise be given.
 */
const HOST = /^(?:\[[0-9A-Za-z._~!$&'()*+,;=:%-]+\]|(?:[0-9A-Za-z._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?$/;

/** A request target in absolute form starts with its scheme; origin form with `/`, asterisk form is `*`. */
function isAbsoluteForm(url: string | undefined): boolean {
  return url !== undefined && url !== '*' && url.charCodeAt(0) !== 47;
}

/**
 * How many header lines have the name `lower` (given in lower case). Names and values alternate in
 * `rawHeaders`; names keep the case they were sent in, and are compared by length first.
 */
export function headerLineCount(rawHeaders: readonly string[] | undefined, lower: string): number {
  let count = 0;
  if (rawHeaders === undefined) return count;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!;
    if (name.length === lower.length && name.toLowerCase() === lower) count++;
  }
  return count;
}

/**
 * An Expect other than 100-continue (which Node answers itself, as before) was answered by Node
 * with an empty 417; with a `checkExpectation` listener Node hands it over instead. Still 417
 * (RFC 9110 §10.1.1), now with the document's error body, and the connection is closed since the
 * body, if any, was not read. Registered once per Node server; the format is looked up per
 * request, as the client-error handler does.
 */
export function answerUnmetExpectations(server: Server): void {
  if (server.listenerCount('checkExpectation') > 0) return;
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const expected = quoted(request.headers.expect ?? '');
    const problem = new HttpProblem(417, 'expectation_failed', `Expect ${expected} cannot be met; send no Expect header, or Expect: 100-continue`);
    const { contentType, text } = problemText(server, problem);
    response.writeHead(417, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), connection: 'close' });
    response.end(text);
  });
}

/**
 * Node reads the first 1,000 header lines of a request (`maxHeadersCount`, whose default of 2,000
 * counts names and values apart) and drops the rest without a word, so the app answered a
 * request other than the one sent: a credential or Content-Type past the 1,000th line was not
 * there, and a second Host line there escaped `hostProblem`, though a proxy in front may have
 * routed by it. No limit on the count (0) makes Node read them all; the head is still bounded by
 * its size (`maxHeaderSize`, 16 KiB by default: at most about 4,000 short lines). A limit the app
 * set itself is left alone. Once per Node server.
 */
export function readEveryHeaderLine(server: Server): void {
  if (server.maxHeadersCount === null) server.maxHeadersCount = 0;
}

/**
 * A CONNECT request (a tunnel through a proxy, RFC 9110 §9.3.6) never reaches Fastify: Node hands
 * it to `connect` listeners, and with none it destroyed the connection, so the client got no
 * answer at all. This server is no proxy: 501 in the document's error shape, and the connection
 * closed (bytes after the head would be the tunnel's). Registered once per Node server.
 */
export function answerConnectRequests(server: Server): void {
  if (server.listenerCount('connect') > 0) return;
  server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    const problem = new HttpProblem(501, 'not_implemented', `CONNECT ${quoted(request.url ?? '')} is not served: this server is not a proxy`);
    const { contentType, text } = problemText(server, problem);
    socket.on('error', () => undefined);
    socket.end(`HTTP/1.1 501 Not Implemented\r\ncontent-type: ${contentType}\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`);
  });
}

/**
 * The router's query parser (fast-querystring) keeps a value it cannot decode as it was sent, so
 * `?q=%FF`, `?q=%` and `?q=%C0%AF` reached handlers as the literal text `%FF`, while the same
 * mistakes in a path are refused (FST_ERR_BAD_URL). Every name and value must decode as UTF-8
 * (decodeURIComponent's rules: no bare `%`, no byte sequence that is not UTF-8, overlong or a
 * surrogate), in declared and undeclared parameters alike: the URL is malformed either way.
 */
export function queryEscapeProblem(url: string): HttpProblem | undefined {
  const start = url.indexOf('?');
  if (start === -1 || url.indexOf('%', start) === -1) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair.includes('%')) continue;
    const equals = pair.indexOf('=');
    const name = percentDecoded((equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' '));
    if (name === undefined) return malformedQuery('a query parameter name');
    if (equals !== -1 && percentDecoded(pair.slice(equals + 1)) === undefined) return malformedQuery(`query parameter ${named(name)}`);
  }
  return undefined;
}

/** `text` percent-decoded, or undefined when its escapes are malformed or not UTF-8 (sent-query.ts and sent-path.ts read values as sent with it too). */
export function percentDecoded(text: string): string | undefined {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}


function malformedQuery(what: string): HttpProblem {
  return new HttpProblem(400, 'invalid_request', `${what} is not valid percent-encoding; encode query names and values with encodeURIComponent`);
}
