/**
 * Path parameters in every style OpenAPI gives them (simple, label, matrix; explode false and
 * true), each a primitive, a list and an object, sent by a generated client to a server built from
 * the same document, in process (the client's fetch is the app's `inject`). The client used to
 * write every path value in the plain simple style and refuse lists and objects (decisions/0037).
 * Values hold `,` `;` `.` `=` `/` `%` and non-ASCII text: each style's separators are bare and an
 * item's own are escaped, and the server splits the text as sent before decoding each part.
 * Also: what the client refuses before sending (dot segments as written, empty lists and objects,
 * nested values), and that apps calling only plain operations do not bundle the styled writer.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs } from './helpers/generate.js';
import type { ClientMethod } from './helpers/load-client.js';
import { clientAndServer } from './helpers/client-and-server.js';
import type { DocumentApp } from '../server/helpers/document-app.js';
import { document } from '../server/helpers/generated-server.js';
import { styledPath } from '../../generators/runtime/client/path-styles.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;
const TEXT = '{type: string}';
const TEXTS = '{type: array, items: {type: string}}';
const OPEN = '{type: object, additionalProperties: {type: string}}';

const STYLES = [
  ['simple', false],
  ['simple', true],
  ['label', false],
  ['label', true],
  ['matrix', false],
  ['matrix', true],
] as const;

function operationOf(style: string, explode: boolean): string {
  return `${style}${explode ? 'Exploded' : 'Joined'}`;
}

const DOCUMENT = document(
  [
    ...STYLES.map(
      ([style, explode]) => `  /${style}/${String(explode)}/{one}/{list}/{object}:
    get:
      operationId: ${operationOf(style, explode)}
      parameters:
        - {name: one, in: path, required: true, style: ${style}, explode: ${String(explode)}, schema: ${TEXT}}
        - {name: list, in: path, required: true, style: ${style}, explode: ${String(explode)}, schema: ${TEXTS}}
        - {name: object, in: path, required: true, style: ${style}, explode: ${String(explode)}, schema: ${OPEN}}
      ${OK}`,
    ),
    `  /files/x{name}:
    get:
      operationId: labelAfterText
      parameters:
        - {name: name, in: path, required: true, style: label, schema: ${TEXT}}
      ${OK}
  /counts/{counts}:
    get:
      operationId: counts
      parameters:
        - {name: counts, in: path, required: true, schema: {type: array, items: {type: integer}}}
      ${OK}
  /plain/{id}:
    get:
      operationId: plain
      parameters:
        - {name: id, in: path, required: true, schema: ${TEXT}}
      ${OK}`,
  ].join('\n'),
);

/** Each a separator of some path style, or a character that must be escaped to survive. */
const ONE = 'a,b;c.d=e/f%g é💡';
const LIST = ['a,b', 'c;d', 'e.f', 'g=h', 'i/j', '100%', 'é 💡', 'k'];
const OBJECT = { 'a,b': 'c;d', 'e.f': 'g=h', 'i/j': '100%', 'é': '💡', k: 'l' };

let served: DocumentApp;
let clientDir: string;
let call: (operation: string, params: Record<string, unknown>) => Promise<{ readonly path: string; readonly given: Record<string, unknown> }>;

beforeAll(async () => {
  const both = await clientAndServer('path-styles', DOCUMENT);
  served = both.served;
  clientDir = both.clientDir;
  const { client, sent } = both;
  call = async (operation, params) => {
    const method = client[operation] as ClientMethod;
    const given = (await method({ params: { path: params } })) as Record<string, unknown>;
    return { path: new URL(sent.at(-1)!.url).pathname, given };
  };
}, 120_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

describe('the writer, as OpenAPI\'s style table writes blue, [blue, black] and {R: 100, G: 200}', () => {
  const cases = [
    ['simple', false, 'blue', 'blue,black', 'R,100,G,200'],
    ['simple', true, 'blue', 'blue,black', 'R=100,G=200'],
    ['label', false, '.blue', '.blue,black', '.R,100,G,200'],
    ['label', true, '.blue', '.blue.black', '.R=100.G=200'],
    ['matrix', false, ';color=blue', ';color=blue,black', ';color=R,100,G,200'],
    ['matrix', true, ';color=blue', ';color=blue;color=black', ';R=100;G=200'],
  ] as const;
  it.each(cases)('%s, explode %s', (style, explode, primitive, list, object) => {
    const write = styledPath([{ name: 'color', style, explode }]);
    expect([write('blue', 'color'), write(['blue', 'black'], 'color'), write({ R: 100, G: 200 }, 'color')]).toEqual([primitive, list, object]);
  });

  it('escapes RFC 6570\'s reserved characters inside values, and `.` inside a label value', () => {
    expect(styledPath([{ name: 'x', style: 'simple', explode: false }])(["a,b!'()*.", 'c'], 'x')).toBe('a%2Cb%21%27%28%29%2A.,c');
    expect(styledPath([{ name: 'x', style: 'label', explode: true }])(['a.b', 'c'], 'x')).toBe('.a%2Eb.c');
    expect(styledPath([{ name: 'x', style: 'matrix', explode: true }])(['', 'c'], 'x')).toBe(';x;x=c');
  });
});

describe('path values in every style, client to server', () => {
  it.each(STYLES)('%s, explode %s: a primitive, a list and an object holding separators and non-ASCII text', async (style, explode) => {
    const params = { one: ONE, list: LIST, object: OBJECT };
    const answer = await call(operationOf(style, explode), params);
    expect(answer.given['path']).toEqual(params);
    // Nothing but the style's own separators is bare: no value adds a segment.
    expect(answer.path.split('/')).toHaveLength(6);
  });

  it('writes the spec\'s forms on the wire', async () => {
    expect((await call('labelJoined', { one: 'x', list: ['a', 'b'], object: { R: '1' } })).path).toBe('/label/false/.x/.a,b/.R,1');
    expect((await call('matrixExploded', { one: 'x', list: ['a', 'b'], object: { R: '1', G: '2' } })).path).toBe('/matrix/true/;one=x/;list=a;list=b/;R=1;G=2');
    expect((await call('simpleExploded', { one: 'x', list: ['a,b', 'c'], object: { R: '1', G: '2' } })).path).toBe('/simple/true/x/a%2Cb,c/R=1,G=2');
  });

  it('writes a label value after static text as `.json`, as the server reads it', async () => {
    const answer = await call('labelAfterText', { name: 'json' });
    expect(answer.path).toBe('/files/x.json');
    expect(answer.given['path']).toEqual({ name: 'json' });
  });

  it('reads integers of a simple list, and keeps plain values as they were', async () => {
    expect((await call('counts', { counts: [1, 20, 3] })).given['path']).toEqual({ counts: [1, 20, 3] });
    const plain = await call('plain', { id: 'a.b,c' });
    expect(plain.path).toBe('/plain/a.b%2Cc');
    expect(plain.given['path']).toEqual({ id: 'a.b,c' });
  });
});

describe('refused before sending', () => {
  it.each([
    ['a label value written as a whole segment `..`', 'labelJoined', { one: '.', list: ['a'], object: { a: 'b' } }, /"one" is written as the segment "\.%2E", a dot segment/],
    ['an empty label value, written `.`', 'labelJoined', { one: '', list: ['a'], object: { a: 'b' } }, /"one" is written as the segment "\.", a dot segment/],
    ['a simple list of `..`', 'simpleJoined', { one: 'x', list: ['..'], object: { a: 'b' } }, /"list" is written as the segment "\.\.", a dot segment/],
    ['an empty list', 'simpleJoined', { one: 'x', list: [], object: { a: 'b' } }, /"list" is an empty list/],
    ['an empty object', 'matrixJoined', { one: 'x', list: ['a'], object: {} }, /"object" is an empty object/],
    ['a list inside a list', 'labelExploded', { one: 'x', list: [['a']], object: { a: 'b' } }, /"list" holds a list inside it/],
    ['an object as a member', 'simpleExploded', { one: 'x', list: ['a'], object: { a: { b: 'c' } } }, /"object" holds a object inside it/],
    ['an empty simple text', 'simpleJoined', { one: '', list: ['a'], object: { a: 'b' } }, /"one" is empty/],
    ['a lone surrogate', 'matrixExploded', { one: '\uD800', list: ['a'], object: { a: 'b' } }, /lone surrogate/],
    ['a list where the schema is a primitive without a style', 'plain', { id: ['a'] }, /got an array/],
  ])('%s', async (_label, operation, params, message) => {
    await expect(call(operation, params)).rejects.toThrow(message);
  });

  it('but a label value `.` beside text in its segment is no dot segment', async () => {
    const answer = await call('labelAfterText', { name: '.' });
    expect(answer.path).toBe('/files/x.%2E');
    expect(answer.given['path']).toEqual({ name: '.' });
  });
});

describe('what the server makes of a path value as sent', () => {
  const get = async (url: string) => {
    const answer = await served.app.inject({ method: 'GET', url });
    return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
  };

  it('splits on bare separators only', async () => {
    expect((await get('/simple/false/a/a%2Cb,c/k,v%2Cw')).body['path']).toEqual({ one: 'a', list: ['a,b', 'c'], object: { k: 'v,w' } });
    expect((await get('/label/true/.a/.a%2Eb.c/.k=v%3Dw')).body['path']).toEqual({ one: 'a', list: ['a.b', 'c'], object: { k: 'v=w' } });
  });

  it('reads a label value written by a client that leaves its `.` bare as one text', async () => {
    expect((await get('/files/x.a.b')).body['path']).toEqual({ name: 'a.b' });
  });

  it('answers a value not in its style, or a malformed escape, with the document\'s 400', async () => {
    expect((await get('/label/false/.a/b/.k,v')).body).toMatchObject({ code: 'invalid_request', detail: 'path parameter list must be array' });
    expect((await get('/simple/false/a/a%2,b/k,v')).status).toBe(400);
    expect((await get('/counts/1,x')).body).toMatchObject({ code: 'invalid_request', detail: 'path parameter counts.1 must be integer' });
    expect((await get('/counts/1%2C2')).body).toMatchObject({ code: 'invalid_request', detail: 'path parameter counts.0 must be integer' });
  });
});

describe('bundles', () => {
  const bundle = async (names: readonly string[]): Promise<string> => {
    const result = await build({
      stdin: { contents: `import { createClientCore, ${names.join(', ')} } from './client.ts';\nconst core = createClientCore({ baseUrl: 'http://x' });\n${names.map((name) => `await ${name}(core, { params: { path: {} } });`).join('\n')}`, resolveDir: clientDir, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      platform: 'browser',
    });
    return result.outputFiles[0]!.text;
  };

  it('keep the styled writer only in apps that call an operation needing it', async () => {
    expect(await bundle(['plain'])).not.toContain('no path style can write');
    expect(await bundle(['counts'])).toContain('no path style can write');
  });
});
