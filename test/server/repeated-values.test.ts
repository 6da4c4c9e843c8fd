/**
 * A value whose schema takes one, sent more than once, in a form body or on two header lines: the
 * generated server answers 400 saying so, as it does of a repeated query key
 * (request-values.test.ts), not "must be integer" of two integers. A form field arrived as the
 * list of its values and a header as Node's join of its lines (`5, 6`; for some names Node kept
 * the first line only). Lists still take every value, and an object header every line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, startGeneratedServer, type GeneratedServer } from './helpers/generated-server.js';
import { rawExchange, rawJsonBody } from './helpers/raw-http.js';

let server: GeneratedServer;

beforeAll(async () => {
  const ok = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;
  const form = `{type: object, properties: {n: {type: integer}, s: {type: string}, tags: {type: array, items: {type: integer}}, meta: {type: object, properties: {a: {type: integer}}}, any: {}}}`;
  server = await startGeneratedServer(
    'repeated',
    document(`  /forms:
    post:
      operationId: postForm
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded: {schema: ${form}}
          multipart/form-data: {schema: {type: object, properties: {n: {type: integer}, file: {type: string, format: binary}, files: {type: array, items: {type: string, format: binary}}}}}
      ${ok}
  /limits:
    get:
      operationId: getLimits
      parameters:
        - {name: X-Rate-Limit, in: header, schema: {type: integer}}
        - {name: X-Note, in: header, schema: {type: string}}
        - {name: X-Ids, in: header, schema: {type: array, items: {type: integer}}}
        - {name: X-Color, in: header, schema: {type: object, properties: {R: {type: integer}, G: {type: integer}}}, explode: true}
        - {name: X-Any, in: header, schema: {}}
        - {name: Max-Forwards, in: header, schema: {type: integer}}
      ${ok}
  /forward:
    get:
      operationId: getForward
      parameters:
        - {name: X-Rate-Limit, in: header, schema: {type: integer}}
      ${ok}`),
    {
      postForm: (request) => ({ status: 200, data: summary(request.body) }),
      getLimits: (request) => ({ status: 200, data: request.headers }),
      // As a proxying handler hands the request's headers on: fetch's Headers refuses any symbol key.
      getForward: (request) => {
        const raw = (request as unknown as { raw: { raw: { headers: Record<string, string> } } }).raw.raw.headers;
        return { status: 200, data: { symbols: Object.getOwnPropertySymbols(raw).length, rateLimit: new Headers(raw).get('x-rate-limit') } };
      },
    },
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** A form body as JSON: each file as its file name. */
function summary(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body, (_key, value: unknown) => (typeof value === 'object' && value !== null && 'filename' in value ? (value as { filename: unknown }).filename : value)));
}

async function exchange(head: string, body = ''): Promise<{ status: number; json: any }> {
  const answer = await rawExchange(server.port, `${head}Host: x\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  return { status: Number(answer.slice(9, 12)), json: rawJsonBody(answer) };
}

const postForm = (body: string) => exchange('POST /forms HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\n', body);
const getLimits = (lines: string) => exchange(`GET /limits HTTP/1.1\r\n${lines}`);

function multipart(parts: readonly { name: string; value: string; filename?: string }[]): string {
  const text = parts.map((part) => `--b\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n\r\n${part.value}\r\n`).join('');
  return `${text}--b--\r\n`;
}
const postMultipart = (body: string) => exchange('POST /forms HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=b\r\n', body);

describe('a form field whose schema takes one value, sent more than once', () => {
  it.each([
    ['n=3&n=4', 'n'],
    ['n=3&n=3', 'n'],
    ['s=a&s=b', 's'],
    ['meta[a]=1&meta[a]=2', 'meta.a'],
  ])('refuses %s with 400 saying the field is given more than once', async (body, name) => {
    const answer = await postForm(body);
    expect([answer.status, answer.json]).toEqual([400, expect.objectContaining({ code: 'invalid_request', detail: `body field ${name} is given more than once; send it once` })]);
  });

  it('still reads a list from repeated keys, and every field sent once into its type', async () => {
    expect(await postForm('n=3&s=x&tags=1&tags=2&meta[a]=5&any=1&any=2')).toEqual({ status: 200, json: { n: 3, s: 'x', tags: [1, 2], meta: { a: 5 }, any: ['1', '2'] } });
    expect(await postForm('tags=7')).toEqual({ status: 200, json: { tags: [7] } });
  });

  it('refuses a repeated field and a second file for a single file member in a multipart form, and keeps a list of files', async () => {
    for (const [parts, name] of [
      [[{ name: 'n', value: '3' }, { name: 'n', value: '4' }], 'n'],
      [[{ name: 'file', value: 'a', filename: 'a.txt' }, { name: 'file', value: 'b', filename: 'b.txt' }], 'file'],
    ] as const) {
      const answer = await postMultipart(multipart(parts));
      expect([answer.status, answer.json.detail]).toEqual([400, `body field ${name} is given more than once; send it once`]);
    }
    const files = await postMultipart(multipart([{ name: 'n', value: '3' }, { name: 'files', value: 'a', filename: 'a.txt' }, { name: 'files', value: 'b', filename: 'b.txt' }]));
    expect(files).toEqual({ status: 200, json: { n: 3, files: ['a.txt', 'b.txt'] } });
  });
});

describe('a header whose schema takes one value, sent on more than one line', () => {
  it.each([
    ['X-Rate-Limit: 5\r\nx-rate-limit: 6\r\n', 'X-Rate-Limit'],
    ['X-Rate-Limit: 5\r\nX-Rate-Limit: 5\r\n', 'X-Rate-Limit'],
    ['X-Note: a\r\nX-Note: b\r\n', 'X-Note'],
    // Node keeps the first Max-Forwards line and drops the others without a word.
    ['Max-Forwards: 1\r\nMax-Forwards: 2\r\n', 'Max-Forwards'],
  ])('refuses %j with 400 saying the header is given more than once', async (lines, name) => {
    const answer = await getLimits(lines);
    expect([answer.status, answer.json]).toEqual([400, expect.objectContaining({ code: 'invalid_request', detail: `header ${name} is given more than once; send it once` })]);
  });

  it('reads a list from every line, an object and an untyped value from the lines joined, and a header sent once as before', async () => {
    const answer = await getLimits('X-Ids: 1,2\r\nX-Ids: 3\r\nX-Color: R=100\r\nX-Color: G=200\r\nX-Any: p\r\nX-Any: q\r\nX-Rate-Limit: 5\r\nX-Note: a, b\r\nMax-Forwards: 1\r\n');
    expect(answer).toEqual({ status: 200, json: { 'X-Rate-Limit': 5, 'X-Note': 'a, b', 'X-Ids': [1, 2, 3], 'X-Color': { R: 100, G: 200 }, 'X-Any': 'p, q', 'Max-Forwards': 1 } });
    expect(await getLimits('X-Ids: 4\r\n')).toEqual({ status: 200, json: { 'X-Ids': [4] } });
    expect(await getLimits('X-Rate-Limit: x\r\n')).toEqual({ status: 400, json: expect.objectContaining({ detail: 'header X-Rate-Limit must be integer' }) });
  });
});

describe('the header lines kept for validation', () => {
  it('are gone from the request\'s headers before the handler runs, which can hand them on', async () => {
    const answer = await exchange('GET /forward HTTP/1.1\r\nX-Rate-Limit: 5\r\n');
    expect(answer).toEqual({ status: 200, json: { symbols: 0, rateLimit: '5' } });
  });
});
