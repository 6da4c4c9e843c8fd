/**
 * The generated server of fixtures/uploads-api.yaml over real HTTP, called by the generated client
 * where a client would send it and by raw requests where a hostile one would: multipart uploads
 * reach the handler as fields read into their types and files as bytes with name and type; raw and
 * wildcard uploads as Buffers; a form as typed values; text as a string; an operation taking JSON,
 * a form or multipart takes each; bytes and text answers are sent as they are; an event stream
 * delivers each event while the handler still holds the rest back, and stops the handler when the
 * client goes away. Refusals are in the document's error shape: 415 for an undeclared media type
 * (400 where the operation lists 400 but not 415), 413 beyond a limit, 400 for a malformed body.
 * The handler types say all this (strict tsc, each `@ts-expect-error` checked to be the only error
 * on its line).
 */
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateApi, loadGeneratedClient, removeApi, startApi, type LooseClient, type RunningApi } from '../support/generated-api.js';
import { tsc } from '../client/helpers/tsc.js';
import { MAX_BODY_PIECES } from '../../generators/runtime/server/body-pieces.js';

const SPEC = fileURLToPath(new URL('./fixtures/uploads-api.yaml', import.meta.url));
const PDF = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0a, 0x0d]);
const BODY_LIMIT = 64 * 1024;
/** `a`, then a lone continuation byte, a byte never in UTF-8 and an overlong `/`, then `b`. */
const NOT_UTF8 = Buffer.from([0x61, 0x80, 0xff, 0xc0, 0xaf, 0x62]);

type Handler = (request: { path: Record<string, unknown>; body: unknown; raw: unknown }) => unknown;

let out: string;
let api: RunningApi;
let client: LooseClient;
const received: { operation: string; body: unknown }[] = [];
/** Each test may replace what an operation answers. */
const answers = new Map<string, Handler>();

function recording(operation: string, fallback: Handler): Handler {
  return (request) => {
    received.push({ operation, body: request.body });
    return (answers.get(operation) ?? fallback)(request);
  };
}

beforeAll(async () => {
  out = await generateApi(SPEC, 'content-server');
  client = await loadGeneratedClient(out);
  api = await startApi(out, {
    bodyLimit: BODY_LIMIT,
    formLimits: { parts: 20, fieldSize: 1024 },
    handlers: {
      uploadDocument: recording('uploadDocument', () => ({ status: 201, data: { id: 'd1' } })),
      putContent: recording('putContent', () => ({ status: 204 })),
      getContent: recording('getContent', () => ({ status: 200, data: PDF })),
      putPreview: recording('putPreview', () => ({ status: 204 })),
      getPreview: recording('getPreview', () => ({ status: 200, data: new Blob([PDF], { type: 'image/webp' }) })),
      putSummary: recording('putSummary', () => ({ status: 204 })),
      getSummary: recording('getSummary', () => ({ status: 200, data: '# Summary\n"quoted"' })),
      subscribe: recording('subscribe', () => ({ status: 201, data: {} })),
      createNote: recording('createNote', () => ({ status: 201, data: {} })),
      watchActivity: recording('watchActivity', () => ({ status: 200, data: (async function* () {})() })),
    },
  });
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (out !== undefined) removeApi(out);
});

beforeEach(() => {
  received.length = 0;
  answers.clear();
});

function call(name: string): (input?: unknown, options?: unknown) => Promise<unknown> {
  const method = client.createApiClient({ baseUrl: api.baseUrl, retry: false })[name];
  if (method === undefined) throw new Error(`no client method ${name}`);
  return method;
}

function only(): unknown {
  expect(received).toHaveLength(1);
  return received[0]!.body;
}

interface Answer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

async function send(method: string, path: string, body: string | Buffer | FormData | undefined, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = Buffer.isBuffer(body) ? Uint8Array.from(body) : body;
  const response = await fetch(`${api.baseUrl}${path}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? undefined;
  return { status: response.status, contentType, body: contentType?.includes('json') === true ? JSON.parse(text) : text };
}

/** A multipart body written by hand, so a test controls every byte of it. */
function multipart(boundary: string, parts: readonly { name: string; value: string | Buffer; filename?: string; type?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const ERROR_SHAPE = { code: expect.any(String), message: expect.any(String) };

describe('multipart uploads', () => {
  it('hands the handler each file as bytes with its name and type, and each field read into its type', async () => {
    const file = new File([PDF], 'report.pdf', { type: 'application/pdf' });
    const answer = await call('uploadDocument')({
      body: { file, title: 'Report ✓', pages: 12, draft: false, tags: ['a', 'b'], attachments: [new Blob(['one']), new File(['two'], 'two.pdf', { type: 'application/pdf' })], meta: { lang: 'en', year: 2024 } },
    });
    expect(answer).toEqual({ id: 'd1' });
    const body = only() as Record<string, unknown>;
    expect(body).toEqual({
      file: { filename: 'report.pdf', contentType: 'application/pdf', data: PDF },
      title: 'Report ✓',
      pages: 12,
      draft: false,
      tags: ['a', 'b'],
      attachments: [
        { filename: 'blob', contentType: 'application/octet-stream', data: Buffer.from('one') },
        { filename: 'two.pdf', contentType: 'application/pdf', data: Buffer.from('two') },
      ],
      meta: { lang: 'en', year: 2024 },
    });
    expect(Buffer.isBuffer((body['file'] as { data: unknown }).data)).toBe(true);
  });

  it('makes a list of a member sent once whose schema is a list, and a file of a file member sent without a file name', async () => {
    const boundary = 'b0undary';
    const answer = await send('POST', '/documents', multipart(boundary, [
      { name: 'file', value: 'plain text where a file goes' },
      { name: 'title', value: 'T' },
      { name: 'tags', value: 'only' },
      { name: 'attachments', value: PDF, filename: 'a.pdf', type: 'application/pdf' },
    ]), { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(answer.status).toBe(201);
    expect(only()).toEqual({
      file: { contentType: 'text/plain', data: Buffer.from('plain text where a file goes') },
      title: 'T',
      tags: ['only'],
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', data: PDF }],
    });
  });

  it('validates the fields after reading them: a missing file, a word for a number and a bad JSON member are 400', async () => {
    const boundary = 'x';
    const cases: [string, Buffer, RegExp][] = [
      ['no file', multipart(boundary, [{ name: 'title', value: 'T' }]), /body field file is required/],
      ['pages as a word', multipart(boundary, [{ name: 'file', value: PDF, filename: 'f' }, { name: 'title', value: 'T' }, { name: 'pages', value: 'twelve' }]), /body field pages must be integer/],
      ['meta not JSON', multipart(boundary, [{ name: 'file', value: PDF, filename: 'f' }, { name: 'title', value: 'T' }, { name: 'meta', value: '{lang' }]), /body field meta must be object/],
    ];
    for (const [what, body, message] of cases) {
      const answer = await send('POST', '/documents', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      expect([what, answer.status, answer.body]).toEqual([what, 400, { code: 'invalid_request', message: expect.stringMatching(message) }]);
    }
    expect(received).toEqual([]);
  });

  it('refuses a prototype key in a part name, a nested form key or a JSON member with 400, as a JSON body with one is, and pollutes nothing', async () => {
    const boundary = 'p';
    const upload = (extra: { name: string; value: string }): Buffer => multipart(boundary, [{ name: 'file', value: PDF, filename: 'f' }, { name: 'title', value: 'T' }, extra]);
    const hostile: [string, Promise<Answer>, RegExp][] = [
      ['a part named __proto__', send('POST', '/documents', upload({ name: '__proto__', value: '{"polluted":true}' }), { 'content-type': `multipart/form-data; boundary=${boundary}` }), /^body field "__proto__" has the key "__proto__"/],
      ['a part named constructor[prototype]', send('POST', '/documents', upload({ name: 'constructor[prototype][polluted]', value: '1' }), { 'content-type': `multipart/form-data; boundary=${boundary}` }), /has the key "constructor" holding "prototype"/],
      ['a JSON member holding __proto__', send('POST', '/documents', upload({ name: 'meta', value: '{"lang":"en","__proto__":{"polluted":true}}' }), { 'content-type': `multipart/form-data; boundary=${boundary}` }), /^body field meta has the key "__proto__"/],
      ['a form key __proto__', send('POST', '/subscriptions', 'email=a%40b.c&__proto__[polluted]=1', { 'content-type': 'application/x-www-form-urlencoded' }), /^body field "__proto__\[polluted\]" has the key "__proto__"/],
      ['a nested form key __proto__', send('POST', '/subscriptions', 'email=a%40b.c&address[__proto__][polluted]=1', { 'content-type': 'application/x-www-form-urlencoded' }), /has the key "__proto__"/],
    ];
    for (const [what, answer, message] of hostile) {
      const { status, body } = await answer;
      expect([what, status, body]).toEqual([what, 400, { code: 'invalid_request', message: expect.stringMatching(message) }]);
    }
    expect(received).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('decodes each text part in the charset its Content-Type names, UTF-8 when it names none, and refuses bytes that are not of it', async () => {
    const type = 'multipart/form-data; boundary=c';
    const upload = (title: { value: string | Buffer; type?: string }, path = '/documents'): Promise<Answer> =>
      send('POST', path, multipart('c', [{ name: 'file', value: NOT_UTF8, filename: 'f' }, { name: 'title', ...title }, ...(path === '/notes' ? [{ name: 'text', ...title }] : [])]), { 'content-type': type });
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]);
    expect((await upload({ value: 'Café ✓' })).status).toBe(201);
    expect((await upload({ value: latin1, type: 'text/plain; charset=ISO-8859-1' })).status).toBe(201);
    expect((await upload({ value: Buffer.from([0xd0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4]), type: 'text/plain; charset="KOI8-R"' })).status).toBe(201);
    // A file's bytes are bytes, whatever they are; only text is decoded.
    expect(received.map(({ body }) => [(body as { title: unknown }).title, (body as { file: { data: unknown } }).file.data])).toEqual([
      ['Café ✓', NOT_UTF8],
      ['café', NOT_UTF8],
      ['привет', NOT_UTF8],
    ]);
    received.length = 0;
    // Busboy handed these over with U+FFFD for every byte it could not read, or as Latin-1 for a charset it did not know.
    const notText = 'body field "title" is not valid UTF-8 text; send the text in the charset its Content-Type names (UTF-8 unless it names one)';
    expect(await upload({ value: NOT_UTF8 })).toMatchObject({ status: 400, body: { code: 'invalid_request', message: notText } });
    expect(await upload({ value: NOT_UTF8, type: 'text/plain; charset=utf-8' })).toMatchObject({ status: 400, body: { code: 'invalid_request', message: notText } });
    expect(await upload({ value: Buffer.from([0xe9]), type: 'application/json; charset=shift_jis' })).toMatchObject({ status: 400, body: { message: 'body field "title" is not valid shift_jis text; send the text in the charset its Content-Type names (UTF-8 unless it names one)' } });
    // An unknown charset is what it is for a JSON or text body: 415, or the 400 an operation lists without 415.
    const klingon = { value: 'T', type: 'text/plain; charset=x-klingon' };
    expect(await upload(klingon)).toMatchObject({ status: 415, body: { code: 'unsupported_media_type', message: 'charset "x-klingon" of body field "title" is not supported; send UTF-8' } });
    expect(await upload(klingon, '/notes')).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(received).toEqual([]);
  });

  it('reads part names and file names as UTF-8, keeps only the last segment of a file name, and refuses a name that is not UTF-8', async () => {
    const type = 'multipart/form-data; boundary=n';
    const part = (disposition: Buffer | string, value = 'T'): Buffer => Buffer.concat([Buffer.from('--n\r\nContent-Disposition: '), Buffer.from(disposition), Buffer.from(`\r\n\r\n${value}\r\n`)]);
    const body = (...parts: Buffer[]): Buffer => Buffer.concat([...parts, Buffer.from('--n--\r\n')]);
    const title = part('form-data; name="title"');
    const sent = await send('POST', '/documents', body(part('form-data; name="file"; filename="C:\\docs\\résumé.pdf"', 'pdf'), title), { 'content-type': type });
    expect(sent.status).toBe(201);
    expect(only()).toEqual({ file: { filename: 'résumé.pdf', contentType: 'text/plain', data: Buffer.from('pdf') }, title: 'T' });
    const latin1Name = part(Buffer.concat([Buffer.from('form-data; name="t'), Buffer.from([0xed]), Buffer.from('tle"')]));
    expect(await send('POST', '/documents', body(latin1Name, title), { 'content-type': type })).toMatchObject({ status: 400, body: { message: 'a part name is not valid UTF-8; send part names and file names as UTF-8' } });
    const twoNames = part('form-data; name="title"; name="file"');
    expect(await send('POST', '/documents', body(twoNames), { 'content-type': type })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^body is not valid multipart\/form-data: a part's Content-Disposition cannot be read/) } });
  });
});

describe('raw, text and form bodies', () => {
  it('hands a binary body over as a Buffer of its bytes, also when it comes without a Content-Type', async () => {
    await call('putContent')({ params: { path: { documentId: 'd1' } }, body: new Blob([PDF]) });
    const unlabelled = await send('PUT', '/documents/d2/content', PDF);
    expect(unlabelled.status).toBe(204);
    expect(received.map(({ body }) => [Buffer.isBuffer(body), body])).toEqual([
      [true, PDF],
      [true, PDF],
    ]);
  });

  it('takes any image type for image/*, and refuses a text type there', async () => {
    await call('putPreview')({ params: { path: { documentId: 'd1' } }, body: new File([PDF], 'p.webp', { type: 'image/webp' }) });
    expect(only()).toEqual(PDF);
    // putPreview lists 400 and not 415, so its refusal is the 400 it promises.
    const refused = await send('PUT', '/documents/d1/preview', 'hello', { 'content-type': 'text/plain' });
    expect(refused).toEqual({ status: 400, contentType: 'application/json; charset=utf-8', body: { code: 'invalid_request', message: 'Content-Type "text/plain" is not accepted; send image/*' } });
  });

  it('hands a text body over as a string, decoded by its charset and validated', async () => {
    await call('putSummary')({ params: { path: { documentId: 'd1' } }, body: 'Short ✓' });
    const latin1 = await send('PUT', '/documents/d1/summary', Buffer.from([0x63, 0x61, 0x66, 0xe9]), { 'content-type': 'text/plain; charset=iso-8859-1' });
    expect(latin1.status).toBe(204);
    expect(received.map(({ body }) => body)).toEqual(['Short ✓', 'café']);
    const long = await send('PUT', '/documents/d1/summary', 'x'.repeat(201), { 'content-type': 'text/plain' });
    expect(long).toMatchObject({ status: 400, body: { code: 'invalid_request', message: 'body must NOT have more than 200 characters' } });
  });

  it('reads a form into the types its schema declares, and refuses values that are not', async () => {
    // The generated client writes lists and objects with nested keys (topics[0]=news, address[floor]=3).
    await call('subscribe')({ body: { email: 'ada@example.com', age: 36, topics: ['news', 'offers'], weekly: true, address: { city: 'Paris', floor: 3 } } });
    await send('POST', '/subscriptions', 'email=bob%40example.com&topics=news', { 'content-type': 'application/x-www-form-urlencoded' });
    await send('POST', '/subscriptions', 'email=c%40example.com&topics=news&topics=offers&x[0]=a&x[2]=b&a[b][c][d][e][f][g][h][i]=deep', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(received.map(({ body }) => body)).toEqual([
      { email: 'ada@example.com', age: 36, topics: ['news', 'offers'], weekly: true, address: { city: 'Paris', floor: 3 } },
      { email: 'bob@example.com', topics: ['news'] },
      // Indexes that are not 0..n-1 stay an object's keys; nesting deeper than 8 stays the flat name.
      { email: 'c@example.com', topics: ['news', 'offers'], x: { 0: 'a', 2: 'b' }, 'a[b][c][d][e][f][g][h][i]': 'deep' },
    ]);
    const bad = await send('POST', '/subscriptions', 'email=c%40example.com&age=1e3', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_request', message: 'body field age must be integer' } });
  });

  it('decodes a form, escapes included, in the charset its Content-Type names (UTF-8 when it names none), and refuses text that is not of it', async () => {
    const note = (body: string | Buffer, charset?: string): Promise<Answer> =>
      send('POST', '/notes', body, { 'content-type': `application/x-www-form-urlencoded${charset === undefined ? '' : `; charset=${charset}`}` });
    expect((await note('text=caf%C3%A9+%E2%9C%93')).status).toBe(201);
    expect((await note('text=caf%C3%A9', 'UTF-8')).status).toBe(201);
    // What Apache HttpClient's form entity sends by default, and a raw byte of the charset.
    expect((await note('text=caf%E9', 'ISO-8859-1')).status).toBe(201);
    expect((await note(Buffer.from([0x74, 0x65, 0x78, 0x74, 0x3d, 0x63, 0x61, 0x66, 0xe9]), 'iso-8859-1')).status).toBe(201);
    expect((await note('text=%D0%D2%C9%D7%C5%D4', 'koi8-r')).status).toBe(201);
    expect(received.map(({ body }) => body)).toEqual([{ text: 'café ✓' }, { text: 'café' }, { text: 'café' }, { text: 'café' }, { text: 'привет' }]);
    received.length = 0;
    // URLSearchParams handed these over with U+FFFD, and a bare % as text.
    const cases: [string, Promise<Answer>, string][] = [
      ['an escape that is not UTF-8', note('text=caf%E9'), 'form field "text" is not valid percent-encoded UTF-8; encode form names and values with encodeURIComponent'],
      ['an overlong escape', note('text=%C0%AF'), 'form field "text" is not valid percent-encoded UTF-8; encode form names and values with encodeURIComponent'],
      ['a bare %', note('text=100%'), 'form field "text" is not valid percent-encoded UTF-8; encode form names and values with encodeURIComponent'],
      ['a name that is not UTF-8', note('t%FFxt=a'), 'a form field name is not valid percent-encoded UTF-8; encode form names and values with encodeURIComponent'],
      ['a bare % in a declared charset', note('text=100%', 'iso-8859-1'), 'form field "text" has a % that is not a percent-escape; write % as %25'],
      ['an escape not of the declared charset', note('text=%82', 'shift_jis'), 'form field "text" is not valid shift_jis text; send the text in the charset its Content-Type names (UTF-8 unless it names one)'],
      // An unknown charset is what it is for JSON: the 400 this operation lists without 415 (below: 415 where it is declared).
      ['an unknown charset', note('text=a', 'x-klingon'), 'charset "x-klingon" is not supported; send UTF-8'],
    ];
    for (const [what, pending, message] of cases) {
      const answer = await pending;
      expect([what, answer.status, answer.body]).toEqual([what, 400, { code: 'invalid_request', message }]);
    }
    const subscribe = (charset: string): Promise<Answer> => send('POST', '/subscriptions', 'email=a%40b.c', { 'content-type': `application/x-www-form-urlencoded; charset=${charset}` });
    expect(await subscribe('x-klingon')).toMatchObject({ status: 415, body: { code: 'unsupported_media_type', message: 'charset "x-klingon" is not supported; send UTF-8' } });
    expect(await subscribe('utf-16le')).toMatchObject({ status: 415, body: { code: 'unsupported_media_type', message: 'charset "utf-16le" cannot carry a form, whose separators are single bytes; send UTF-8' } });
    expect(received).toEqual([]);
  });

  it('takes each media type an operation declares, validated against its own schema', async () => {
    const text = 'a note';
    await send('POST', '/notes', JSON.stringify({ text, pinned: true }), { 'content-type': 'application/json' });
    await send('POST', '/notes', 'text=a+note&pinned=true', { 'content-type': 'application/x-www-form-urlencoded' });
    const form = new FormData();
    form.append('text', text);
    form.append('pinned', 'false');
    await send('POST', '/notes', form);
    expect(received.map(({ body }) => body)).toEqual([
      { text, pinned: true },
      { text, pinned: true },
      { text, pinned: false },
    ]);
    const missing = await send('POST', '/notes', 'pinned=true', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(missing).toMatchObject({ status: 400, body: { message: 'body field text is required' } });
    const xml = await send('POST', '/notes', '<note/>', { 'content-type': 'application/xml' });
    expect(xml).toMatchObject({ status: 400, body: { code: 'invalid_request', message: 'Content-Type "application/xml" is not accepted; send one of application/json, application/x-www-form-urlencoded, multipart/form-data' } });
  });
});

describe('refusals in the document\'s error shape', () => {
  it('answers 415 for a media type the operation does not declare, JSON included, before the handler', async () => {
    const json = await send('POST', '/documents', JSON.stringify({ title: 'T' }), { 'content-type': 'application/json' });
    const text = await send('PUT', '/documents/d1/content', 'text', { 'content-type': 'text/plain' });
    const form = await send('PUT', '/documents/d1/summary', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    for (const answer of [json, text, form]) expect(answer).toMatchObject({ status: 415, contentType: 'application/json; charset=utf-8', body: { ...ERROR_SHAPE, code: 'unsupported_media_type' } });
    expect(json.body).toEqual({ code: 'unsupported_media_type', message: 'Content-Type "application/json" is not accepted; send multipart/form-data' });
    expect(received).toEqual([]);
  });

  it('refuses an undeclared media type before reading the body: a huge one is not waited for', async () => {
    const answer = await rawUpload('/documents', 'application/json', 50 * 1024 * 1024);
    expect(answer.status).toBe(415);
  });

  it('answers 413 to a body over the limit, whatever its media type, and to a form with too many or too large fields', async () => {
    const big = Buffer.alloc(BODY_LIMIT + 1, 0x61);
    const boundary = 'big';
    const cases: [string, Promise<Answer>][] = [
      ['raw', send('PUT', '/documents/d1/content', big, { 'content-type': 'application/octet-stream' })],
      ['text', send('PUT', '/documents/d1/summary', big, { 'content-type': 'text/plain' })],
      ['multipart file', send('POST', '/documents', multipart(boundary, [{ name: 'file', value: big, filename: 'f' }]), { 'content-type': `multipart/form-data; boundary=${boundary}` })],
      ['multipart parts', send('POST', '/documents', multipart(boundary, Array.from({ length: 21 }, () => ({ name: 'tags', value: 't' }))), { 'content-type': `multipart/form-data; boundary=${boundary}` })],
      ['multipart field', send('POST', '/documents', multipart(boundary, [{ name: 'title', value: 'x'.repeat(1025) }]), { 'content-type': `multipart/form-data; boundary=${boundary}` })],
      ['form fields', send('POST', '/subscriptions', Array.from({ length: 21 }, (_, index) => `f${index}=1`).join('&'), { 'content-type': 'application/x-www-form-urlencoded' })],
      ['form field', send('POST', '/subscriptions', `email=${'x'.repeat(1025)}`, { 'content-type': 'application/x-www-form-urlencoded' })],
    ];
    for (const [what, pending] of cases) {
      const answer = await pending;
      expect([what, answer.status, answer.body]).toEqual([what, 413, { code: 'payload_too_large', message: expect.any(String) }]);
    }
    expect(received).toEqual([]);
  });

  it('refuses a body in a content coding with 415 naming identity, before reading it (RFC 7694); 400 where the operation lists 400 but not 415', async () => {
    const note = gzipSync(JSON.stringify({ text: 'squeezed' }));
    const cases: [string, Promise<Answer>, number, string][] = [
      ['gzip bytes', send('PUT', '/documents/d1/content', gzipSync(PDF), { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' }), 415, 'unsupported_media_type'],
      ['gzip text', send('PUT', '/documents/d1/summary', gzipSync('hello'), { 'content-type': 'text/plain', 'content-encoding': 'GZIP' }), 415, 'unsupported_media_type'],
      ['a coding after identity', send('PUT', '/documents/d1/summary', 'hello', { 'content-type': 'text/plain', 'content-encoding': 'identity, br' }), 415, 'unsupported_media_type'],
      ['gzip JSON, 400 not 415 declared', send('POST', '/notes', note, { 'content-type': 'application/json', 'content-encoding': 'gzip' }), 400, 'invalid_request'],
      ['deflate image, 400 not 415 declared', send('PUT', '/documents/d1/preview', PDF, { 'content-type': 'image/png', 'content-encoding': 'deflate' }), 400, 'invalid_request'],
    ];
    for (const [what, pending, status, code] of cases) {
      const answer = await pending;
      expect([what, answer.status, answer.body]).toEqual([what, status, { code, message: expect.stringMatching(/Content-Encoding .* is not accepted; send the body uncompressed/) }]);
    }
    expect(received).toEqual([]);
    const refused = await fetch(`${api.baseUrl}/documents/d1/content`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' }, body: Uint8Array.from(gzipSync(PDF)) });
    expect(refused.headers.get('accept-encoding')).toBe('identity');
    expect((await rawUpload('/documents', 'multipart/form-data; boundary=m', 50 * 1024 * 1024, { 'content-encoding': 'gzip' })).status).toBe(415);
    // No coding at all, said out loud, is what every other test sends.
    expect(await send('PUT', '/documents/d1/summary', 'hello', { 'content-type': 'text/plain', 'content-encoding': 'identity' })).toMatchObject({ status: 204 });
    expect(only()).toBe('hello');
  });

  it('refuses a body in a transfer coding other than chunked with 400, which Node took off the chunks and passed on still coded', async () => {
    const chunked = (coding: string, body: Buffer): Promise<string> =>
      new Promise((resolve, reject) => {
        const url = new URL(api.baseUrl);
        const socket = connect(Number(url.port), url.hostname, () => {
          socket.write(`PUT /documents/d1/content HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: ${coding}\r\nConnection: close\r\n\r\n`);
          socket.write(Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]));
        });
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const answer = await chunked('gzip, chunked', gzipSync(PDF));
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'invalid_request', message: 'Transfer-Encoding "gzip, chunked" is not supported; send the body with Content-Length or chunked alone' });
    expect(received).toEqual([]);
    expect((await chunked('chunked', PDF)).split('\r\n')[0]).toBe('HTTP/1.1 204 No Content');
    expect(only()).toEqual(PDF);
  });

  it('refuses a binary body in more chunks than MAX_BODY_PIECES, saying so, as a JSON body is (chunked-pieces.test.ts)', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const url = new URL(api.baseUrl);
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`PUT /documents/d1/content HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n`);
        socket.write(`${'1\r\nx\r\n'.repeat(MAX_BODY_PIECES + 1)}0\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'invalid_request',
      message: `body arrives in more than ${MAX_BODY_PIECES} chunks; send it with Content-Length, or in fewer, larger chunks`,
    });
    expect(received).toEqual([]);
  });

  it('answers 400 to a malformed multipart body: cut short, without a boundary, or not multipart at all', async () => {
    const withFile = multipart('m', [{ name: 'file', value: PDF, filename: 'f.pdf' }, { name: 'title', value: 'T' }]);
    const cutInsideFile = withFile.subarray(0, withFile.indexOf(PDF) + 3);
    const cases: [string, string | Buffer, string][] = [
      ['cut short', multipart('m', [{ name: 'title', value: 'T' }]).subarray(0, 40), 'multipart/form-data; boundary=m'],
      // Cut inside a file: the file's own stream fails too, which must not go unheard (an
      // 'error' event without a listener ends the process).
      ['cut short inside a file', cutInsideFile, 'multipart/form-data; boundary=m'],
      ['no boundary', multipart('m', [{ name: 'title', value: 'T' }]), 'multipart/form-data'],
      ['garbage', 'garbage\r\n\r\n--', 'multipart/form-data; boundary=m'],
    ];
    for (const [what, body, type] of cases) {
      const answer = await send('POST', '/documents', body, { 'content-type': type });
      expect([what, answer.status, answer.body]).toEqual([what, 400, { code: 'invalid_request', message: expect.stringMatching(/^body is not valid multipart\/form-data/) }]);
    }
    expect(received).toEqual([]);
  });
});

describe('a hostile client', () => {
  it('gets 400, 413 or 415 in the error shape for every malformed, oversized or undecodable body, never a 500', async () => {
    const multipartType = 'multipart/form-data; boundary=h';
    const manyParts = multipart('h', Array.from({ length: 1000 }, () => ({ name: 'tags', value: 't' })));
    const hugeNumber = multipart('h', [{ name: 'file', value: PDF, filename: 'f' }, { name: 'title', value: 'T' }, { name: 'meta', value: '{"lang":"en","year":1e400}' }]);
    const cases: [string, Promise<Answer>, number, string][] = [
      ['an empty boundary', send('POST', '/documents', multipart('h', [{ name: 'title', value: 'T' }]), { 'content-type': 'multipart/form-data; boundary=' }), 400, 'invalid_request'],
      ['a body that never closes its last part', send('POST', '/documents', multipart('h', [{ name: 'title', value: 'T' }]).subarray(0, -4), { 'content-type': multipartType }), 400, 'invalid_request'],
      ['a thousand parts', send('POST', '/documents', manyParts, { 'content-type': multipartType }), 413, 'payload_too_large'],
      ['sixty thousand form fields', send('POST', '/subscriptions', 'a=&'.repeat(20_000), { 'content-type': 'application/x-www-form-urlencoded' }), 413, 'payload_too_large'],
      ['a JSON member with a number too large for a double', send('POST', '/documents', hugeNumber, { 'content-type': multipartType }), 400, 'invalid_request'],
      ['a charset the server cannot decode', send('PUT', '/documents/d1/summary', 'hello', { 'content-type': 'text/plain; charset=x-klingon' }), 415, 'unsupported_media_type'],
      ['a JSON body to a multipart-only operation', send('POST', '/documents', '{"title":"T"}', { 'content-type': 'application/json; charset=utf-8' }), 415, 'unsupported_media_type'],
      ['a boundary parameter without a value', send('POST', '/documents', multipart('h', [{ name: 'title', value: 'T' }]), { 'content-type': 'multipart/form-data; boundary' }), 400, 'invalid_request'],
      // Bytes that are not UTF-8 used to reach the handler as U+FFFD, the text silently changed.
      ['text whose bytes are not UTF-8', send('PUT', '/documents/d1/summary', NOT_UTF8, { 'content-type': 'text/plain' }), 400, 'invalid_request'],
      ['text whose bytes are not of its declared charset', send('PUT', '/documents/d1/summary', NOT_UTF8, { 'content-type': 'text/plain; charset=utf-8' }), 400, 'invalid_request'],
      ['a form whose bytes are not UTF-8', send('POST', '/notes', Buffer.concat([Buffer.from('text='), NOT_UTF8]), { 'content-type': 'application/x-www-form-urlencoded' }), 400, 'invalid_request'],
      ['JSON whose bytes are not UTF-8', send('POST', '/notes', Buffer.concat([Buffer.from('{"text":"'), NOT_UTF8, Buffer.from('"}')]), { 'content-type': 'application/json' }), 400, 'invalid_request'],
    ];
    for (const [what, pending, status, code] of cases) {
      const answer = await pending;
      expect([what, answer.status, answer.body]).toEqual([what, status, { code, message: expect.any(String) }]);
    }
    expect(received).toEqual([]);
  });
});

describe('answers by media type', () => {
  it('sends bytes as they are with the declared type, and a wildcard answer with the Blob\'s own type', async () => {
    const pdf = (await call('getContent')({ params: { path: { documentId: 'd1' } } })) as Blob;
    expect([pdf.type, Buffer.from(await pdf.arrayBuffer())]).toEqual(['application/pdf', PDF]);
    const preview = (await call('getPreview')({ params: { path: { documentId: 'd1' } } })) as Blob;
    expect([preview.type, Buffer.from(await preview.arrayBuffer())]).toEqual(['image/webp', PDF]);
  });

  it('sends a stream of chunks as it is produced, and a Uint8Array view as only its own bytes', async () => {
    answers.set('getContent', () => ({ status: 200, data: Readable.from([Buffer.from('%PDF'), Buffer.from('-1.7')]) }));
    const streamed = (await call('getContent')({ params: { path: { documentId: 'd1' } } })) as Blob;
    expect(await streamed.text()).toBe('%PDF-1.7');
    const backing = new TextEncoder().encode('xx%PDFyy');
    answers.set('getContent', () => ({ status: 200, data: new Uint8Array(backing.buffer, 2, 4) }));
    const view = await send('GET', '/documents/d1/content', undefined);
    expect([view.contentType, view.body]).toEqual(['application/pdf', '%PDF']);
  });

  it('sends text as the string itself, not as JSON', async () => {
    await expect(call('getSummary')({ params: { path: { documentId: 'd1' } } })).resolves.toBe('# Summary\n"quoted"');
    expect((await send('GET', '/documents/d1/summary', undefined)).contentType).toBe('text/markdown; charset=utf-8');
  });

  it('answers 500 when a handler returns data its media type cannot carry', async () => {
    answers.set('getContent', () => ({ status: 200, data: { not: 'bytes' } }));
    const answer = await send('GET', '/documents/d1/content', undefined);
    expect(answer).toMatchObject({ status: 500, body: ERROR_SHAPE });
  });
});

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('server-sent events', () => {
  it('delivers the first event to the client while the handler has not produced the next', async () => {
    const firstSeen = deferred();
    let producedRest = false;
    answers.set('watchActivity', () => ({
      status: 200,
      headers: { 'x-stream': 'activity' },
      data: (async function* () {
        yield { comment: 'connected' };
        yield { event: 'created', id: '1', data: '{"id":"d1"}' };
        // Held until the client has the first event: a server that buffered would deliver it only after 3 s, with the rest.
        await Promise.race([firstSeen.promise, new Promise((resolve) => setTimeout(resolve, 3_000))]);
        producedRest = true;
        yield { data: 'line one\nline two', retry: 2500 };
      })(),
    }));
    const events = (await call('watchActivity')()) as AsyncIterable<unknown>;
    const seen: unknown[] = [];
    for await (const event of events) {
      if (seen.length === 0) expect(producedRest).toBe(false);
      seen.push(event);
      if (seen.length === 1) firstSeen.resolve();
    }
    expect(seen).toEqual([
      { event: 'created', data: '{"id":"d1"}', id: '1' },
      { event: 'message', data: 'line one\nline two', id: '1', retry: 2500 },
    ]);
  });

  it('sends the stream\'s headers at once, with the handler\'s own', async () => {
    const release = deferred();
    answers.set('watchActivity', () => ({
      status: 200,
      headers: { 'x-stream': 'activity' },
      data: (async function* () {
        await release.promise;
        yield { data: 'late' };
      })(),
    }));
    const response = await fetch(`${api.baseUrl}/activity`);
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control'), response.headers.get('x-stream')]).toEqual([200, 'text/event-stream; charset=utf-8', 'no-cache', 'activity']);
    release.resolve();
    expect(await response.text()).toBe('data: late\n\n');
  });

  // A reviewer's pass (2026-11-28): the stream's `no-cache` replaced a Cache-Control the app had
  // set (the media service's onRequest hook sends `no-store` on every answer) or the handler's own.
  it('keeps a Cache-Control the handler or the app set on a stream, and says no-cache only when none is', async () => {
    answers.set('watchActivity', () => ({ status: 200, headers: { 'cache-control': 'no-store' }, data: (async function* () { yield { data: 'private' }; })() }));
    const response = await fetch(`${api.baseUrl}/activity`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('data: private\n\n');
  });

  it('stops the handler\'s iterable when the client goes away', async () => {
    const stopped = deferred();
    let produced = 0;
    answers.set('watchActivity', () => ({
      status: 200,
      data: (async function* () {
        try {
          for (;;) {
            produced++;
            yield { data: String(produced) };
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        } finally {
          stopped.resolve();
        }
      })(),
    }));
    for await (const event of (await call('watchActivity')()) as AsyncIterable<{ data: string }>) {
      expect(event.data).toBe('1');
      break;
    }
    await stopped.promise;
    const after = produced;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(produced).toBe(after);
  });

  it('cuts the connection when the iterable fails, so the client sees an error rather than an end', async () => {
    answers.set('watchActivity', () => ({
      status: 200,
      data: (async function* () {
        yield { data: 'one' };
        throw new Error('the source went away');
      })(),
    }));
    const seen: string[] = [];
    const outcome = await (async () => {
      for await (const event of (await call('watchActivity')()) as AsyncIterable<{ data: string }>) seen.push(event.data);
      return 'ended';
    })().catch((error: unknown) => (error as Error).name);
    expect([seen, outcome]).toEqual([['one'], 'NetworkError']);
  });
});

/** Sends `size` bytes slowly-enough to matter, and answers as soon as the server does (which may be long before all is sent). */
function rawUpload(path: string, contentType: string, size: number, headers: Record<string, string> = {}): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, api.baseUrl);
    let sent = 0;
    const request = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, 'content-type': contentType, 'content-length': String(size) } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      request.destroy();
    });
    request.on('error', (error) => (sent >= size ? undefined : sent > 0 ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const write = (): void => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

describe('handler types', () => {
  it('type bodies and answers as the runtime hands and takes them (strict tsc)', async () => {
    writeFileSync(path.join(out, 'handlers.ts'), HANDLERS);
    const strict = { target: 'ES2022', strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, noPropertyAccessFromIndexSignature: true, verbatimModuleSyntax: true, isolatedModules: true, skipLibCheck: true, noEmit: true, lib: ['ES2022'], types: ['node'] };
    // A Node service without DOM types, bundled or not, with and without esModuleInterop (the runtime reads @fastify/busboy, a CommonJS package).
    const bundled = { ...strict, module: 'ESNext', moduleResolution: 'Bundler', esModuleInterop: false };
    writeFileSync(path.join(out, 'tsconfig.bundled.json'), JSON.stringify({ compilerOptions: bundled, files: ['handlers.ts'] }));
    expect((await tsc(path.join(out, 'tsconfig.bundled.json'))).output).toBe('');
    // One compiler run over the handlers as written and the same handlers without the markers
    // (each a module of its own, so neither affects the other; a second program would check the
    // whole server and runtime again): nothing about handlers.ts, whose @ts-expect-error lines must
    // each meet their error, and exactly those errors in the unmarked copy.
    writeFileSync(path.join(out, 'handlers-unmarked.ts'), HANDLERS.replace(/\/\/ @ts-expect-error /g, '// (expected) '));
    const options = { ...strict, module: 'NodeNext', moduleResolution: 'NodeNext', esModuleInterop: true };
    writeFileSync(path.join(out, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['handlers.ts', 'handlers-unmarked.ts'] }));
    const result = await tsc(path.join(out, 'tsconfig.json'));
    // Continuation lines of a message are indented; every other line is about the unmarked copy.
    expect(result.output.split('\n').filter((line) => line !== '' && !line.startsWith(' ') && !/(^|\/)handlers-unmarked\.ts\(/.test(line))).toEqual([]);
    const expected = HANDLERS.split('\n').flatMap((line, index) => (line.includes('@ts-expect-error') ? [['handlers-unmarked.ts', index + 2, line.split('@ts-expect-error ')[1]!.split(' ')[0]]] : []));
    expect(expected.length).toBe(7);
    expect(result.diagnostics.map((diagnostic) => [path.basename(diagnostic.file), diagnostic.line, diagnostic.code])).toEqual(expected);
  }, 180_000);
});

const HANDLERS = `import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Handlers } from './server.js';

export const uploadDocument: Handlers['uploadDocument'] = (request) => {
  const bytes: Buffer = request.body.file.data;
  const name: string | undefined = request.body.file.filename;
  const type: string = request.body.file.contentType;
  const attachments: Buffer[] = (request.body.attachments ?? []).map((file) => file.data);
  const pages: number | undefined = request.body.pages;
  const lang: string | undefined = request.body.meta?.lang;
  // @ts-expect-error TS2740 a file member is an UploadedFile, not the Blob a client sends
  const blob: Blob = request.body.file;
  return { status: 201, data: { id: [bytes.length, name, type, attachments.length, pages, lang, blob.size].join() } };
};

export const putContent: Handlers['putContent'] = (request) => {
  const bytes: Buffer = request.body;
  // @ts-expect-error TS2322 a binary body is bytes, not text
  const text: string = request.body;
  return bytes.length === text.length ? { status: 204 } : { status: 204 };
};

export const putSummary: Handlers['putSummary'] = (request) => {
  const text: string = request.body;
  return { status: 204, headers: { 'x-length': text.length } };
};

export const createNote: Handlers['createNote'] = (request) => {
  const text: string = request.body.text;
  return { status: 201, data: {}, headers: { 'x-text': text } };
};

export const getContent: Handlers['getContent'] = () => ({ status: 200, data: Readable.from([Buffer.from('%PDF')]) });
export const getPreview: Handlers['getPreview'] = () => ({ status: 200, data: new Blob(['x'], { type: 'image/png' }) });
export const getRaw: Handlers['getContent'] = () => ({ status: 200, data: new Uint8Array([1, 2]) });
export const getSummary: Handlers['getSummary'] = () => ({ status: 200, data: '# text' });

export const watchActivity: Handlers['watchActivity'] = () => ({
  status: 200,
  data: (async function* () {
    yield { comment: 'connected' };
    yield { event: 'created', id: '1', data: '{}', retry: 1000 };
  })(),
});

export const badEvents: Handlers['watchActivity'] = () => ({
  status: 200,
  // @ts-expect-error TS2322 an event's data is text
  data: (async function* () {
    yield { data: 1 };
  })(),
});

// @ts-expect-error TS2322 a text answer is a string
export const badSummary: Handlers['getSummary'] = () => ({ status: 200, data: { text: 'x' } });

// @ts-expect-error TS2322 a binary answer is bytes, a Blob or a stream of chunks
export const badContent: Handlers['getContent'] = () => ({ status: 200, data: 'not bytes' });

export const badNote: Handlers['createNote'] = (request) => {
  // @ts-expect-error TS2339 the form, JSON and multipart bodies of createNote are all a Note
  const title: string = request.body.title;
  return { status: 201, data: {}, headers: { 'x-title': title } };
};

export const badUpload: Handlers['uploadDocument'] = (request) => {
  // @ts-expect-error TS2322 a number member is read into a number
  const pages: string | undefined = request.body.pages;
  return { status: 201, data: { id: String(pages) } };
};
`;
