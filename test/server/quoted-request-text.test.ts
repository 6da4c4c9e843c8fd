/**
 * Request text the server quotes in its own error messages goes through the one quoting rule
 * (`quoted`, generators/runtime/quoted-text.ts; decisions/0038): at most 64 characters, JSON's
 * escapes, everything else outside printable ASCII percent-encoded. A client prints or logs these
 * messages, so a C1 control (U+009B, a terminal's CSI), a direction override (U+202E) or a line
 * separator (U+2028) in a query, a header, a path or a JSON member name must not reach them as
 * it was sent, nor 10 KB of it. The answers stay in the document's error shape
 * `{code: integer, message}` (decisions/0021). In-process (`inject`) for text a test writes as
 * JavaScript strings; over a socket for header bytes as Node reads them (Latin-1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentApp, type DocumentApp } from './helpers/document-app.js';
import { document } from './helpers/generated-server.js';
import { rawExchange, rawJsonBody } from './helpers/raw-http.js';

const ERROR = `default: {description: error, content: {application/json: {schema: {type: object, required: [code, message], properties: {code: {type: integer}, message: {type: string}}}}}}`;
const STRICT = `{type: object, additionalProperties: false, properties: {color: {type: string}}}`;

/** A terminal's CSI, a right-to-left override and a line separator, then 10 KB. */
const HOSTILE = `\u009b31m\u202eevil\u2028${'x'.repeat(10_000)}`;
/** HOSTILE as quoted: the ten characters before the x's, then x's up to 64, then `...`. */
const QUOTED = `"%C2%9B31m%E2%80%AEevil%E2%80%A8${'x'.repeat(54)}"...`;

let served: DocumentApp;
let port: number;
beforeAll(async () => {
  served = await documentApp(
    'quoted-request-text',
    document(`  /things/{id}:
    put:
      operationId: putThing
      parameters:
        - {name: id, in: path, required: true, schema: ${STRICT}}
        - {name: filter, in: query, style: deepObject, explode: true, schema: ${STRICT}}
        - {name: X-Filter, in: header, explode: true, schema: ${STRICT}}
        - {name: tags, in: cookie, explode: false, schema: {type: array, items: {type: string}}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                labels: {type: object, additionalProperties: {type: integer}}
                strict: ${STRICT}
      responses:
        "200": {description: ok}
        ${ERROR}`),
  );
  await served.app.listen({ port: 0, host: '127.0.0.1' });
  port = (served.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await served?.app.close();
});

interface Answer {
  readonly status: number;
  readonly body: { readonly code: number; readonly message: string };
}

async function put(url: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const response = await served.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify(options.body ?? {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The document's error body, and a message that is printable ASCII (none of the hostile characters) and short. */
function expectSafe(answer: Answer, status = 400): void {
  expect(answer.status).toBe(status);
  expect(Object.keys(answer.body).sort()).toEqual(['code', 'message']);
  expect(answer.body.code).toBe(status);
  expect(answer.body.message).toMatch(/^[ -~]+$/);
  expect(answer.body.message.length).toBeLessThan(400);
}

/** Bytes as Node reads a header: each byte one Latin-1 character. UTF-8 bytes of U+202E and U+2028 arrive as three characters each, one a C1 control. */
const HOSTILE_BYTES = Buffer.from(HOSTILE, 'utf8').toString('latin1').replace('\u00c2\u009b', '\u009b');
const QUOTED_BYTES = `"%C2%9B31m%C3%A2%C2%80%C2%AEevil%C3%A2%C2%80%C2%A8${'x'.repeat(50)}"...`;

async function rawPut(headers: string, body = '{}'): Promise<Answer> {
  const head = `PUT /things/color,red HTTP/1.1\r\n${headers}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`;
  const answer = await rawExchange(port, Buffer.from(head + body, 'latin1'));
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  return { status, body: rawJsonBody(answer) as Answer['body'] };
}

describe('request text in a 400 message is quoted by the one rule', () => {
  it('a JSON member name: escaped and cut, as a field path segment and as a property the schema refuses', async () => {
    const nested = await put('/things/color,red', { body: { labels: { [HOSTILE]: 'not a number' } } });
    expectSafe(nested);
    expect(nested.body.message).toBe(`body field labels.${QUOTED} must be integer`);
    const refused = await put('/things/color,red', { body: { strict: { [HOSTILE]: 1 } } });
    expectSafe(refused);
    expect(refused.body.message).toBe(`body field strict must not have property ${QUOTED}`);
  });

  it('a query value: a deepObject member name the schema refuses, and a malformed escape after a hostile name', async () => {
    const member = await put(`/things/color,red?filter[${encodeURIComponent(HOSTILE)}]=1`);
    expectSafe(member);
    expect(member.body.message).toBe(`query parameter filter must not have property ${QUOTED}`);
    const escape = await put(`/things/color,red?${encodeURIComponent(HOSTILE)}=%ZZ`);
    expectSafe(escape);
    expect(escape.body.message).toBe(`query parameter ${QUOTED} is not valid percent-encoding; encode query names and values with encodeURIComponent`);
  });

  it('a path segment: a member name of a path parameter, and the path of a 404', async () => {
    const member = await put(`/things/${encodeURIComponent(HOSTILE)},1`);
    expectSafe(member);
    expect(member.body.message).toBe(`path parameter id must not have property ${QUOTED}`);
    const missing = await served.app.inject({ method: 'GET', url: `/nowhere/${encodeURIComponent(HOSTILE)}` });
    const answer = { status: missing.statusCode, body: missing.json() as Answer['body'] };
    expectSafe(answer, 404);
    expect(answer.body.message).toBe(`no operation at GET "/nowhere/%C2%9B31m%E2%80%AEevil%E2%80%A8${'x'.repeat(24)}"...`);
  });

  it('header bytes over HTTP: a header parameter member name, a cookie whose escape is malformed, Host and Content-Type', async () => {
    const member = await rawPut(`host: localhost\r\ncontent-type: application/json\r\nx-filter: ${HOSTILE_BYTES}=1`);
    expectSafe(member);
    expect(member.body.message).toBe(`header X-Filter must not have property ${QUOTED_BYTES}`);
    const cookie = await rawPut(`host: localhost\r\ncontent-type: application/json\r\ncookie: tags=a,${HOSTILE_BYTES}%ZZ`);
    expectSafe(cookie);
    expect(cookie.body.message).toBe(
      `cookie tags holds "a,%C2%9B31m%C3%A2%C2%80%C2%AEevil%C3%A2%C2%80%C2%A8${'x'.repeat(48)}"..., which is not valid percent-encoding; encode each item with encodeURIComponent`,
    );
    const host = await rawPut(`host: ${HOSTILE_BYTES}\r\ncontent-type: application/json`);
    expectSafe(host);
    expect(host.body.message).toBe(`the Host header ${QUOTED_BYTES} is not a host name with an optional port; send the host name (and port) of the server in Host`);
    // A 415, in the shape of the operation's `default` response.
    const type = await rawPut(`host: localhost\r\ncontent-type: text/${HOSTILE_BYTES}`);
    expectSafe(type, 415);
    expect(type.body.message).toBe(`Content-Type "text/%C2%9B31m%C3%A2%C2%80%C2%AEevil%C3%A2%C2%80%C2%A8${'x'.repeat(45)}"... is not accepted; send application/json`);
  });
});
