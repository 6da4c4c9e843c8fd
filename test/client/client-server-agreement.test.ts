/**
 * Our client and our server, built from one document, must agree: what the client writes from
 * valid values the server accepts, and its handler is given those values back. Both are built in
 * this process from the model (test/support/client-meets-server.ts) and meet over a socket, so
 * each case costs milliseconds. Each case here was a disagreement once; the side that was wrong is
 * named with the rule it broke.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMeetsServer, type Meeting } from '../support/client-meets-server.js';

const ANY_ANSWER = `
      responses:
        '200': {description: ok, content: {application/json: {schema: {}}}}`;

function documentOf(paths: string): string {
  return `openapi: 3.1.0
info: {title: agreement, version: '1'}
paths:
${paths}`;
}

describe('a JSON body that is null', () => {
  let meeting: Meeting;
  beforeAll(async () => {
    meeting = await clientMeetsServer(
      documentOf(`
  /required:
    post:
      operationId: required
      requestBody: {required: true, content: {application/json: {schema: {type: [object, 'null']}}}}${ANY_ANSWER}
  /optional:
    post:
      operationId: optional
      requestBody: {content: {application/json: {schema: {type: object}}}}${ANY_ANSWER}
  /mixed:
    post:
      operationId: mixed
      requestBody:
        required: true
        content:
          application/json: {schema: {type: ['null', integer]}}
          text/plain: {schema: {type: string}}${ANY_ANSWER}
  /refused:
    post:
      operationId: refused
      requestBody: {required: true, content: {application/json: {schema: {type: object}}}}${ANY_ANSWER}`),
    );
  });
  afterAll(() => meeting.close());

  // The server took the `null` Fastify validates in place of an absent body for the one sent, so a
  // required body was refused as missing and an optional one skipped its schema (request-body.ts).
  it('is a body sent, handed to the handler as null where the schema allows it', async () => {
    await meeting.call('required', { body: null });
    expect(meeting.received()?.body).toBeNull();
    await meeting.call('mixed', { body: null });
    expect(meeting.received()?.body).toBeNull();
  });

  it('is checked against the schema, and refused with 400 where the schema does not allow it', async () => {
    await expect(meeting.call('optional', { body: null })).rejects.toMatchObject({ status: 400, body: { detail: expect.stringMatching(/^body must be object/) } });
    await expect(meeting.call('refused', { body: null })).rejects.toMatchObject({ status: 400, body: { detail: expect.stringMatching(/^body must be object/) } });
    expect(meeting.received()).toBeUndefined();
  });

  it('leaves an absent optional body undefined', async () => {
    await meeting.call('optional', {});
    expect(meeting.received()).toMatchObject({ body: undefined });
  });
});

describe('a list of one empty item', () => {
  let meeting: Meeting;
  const joined: [string, string, string][] = [
    ['query', 'form', 'false'],
    ['query', 'pipeDelimited', 'false'],
    ['query', 'spaceDelimited', 'false'],
    ['cookie', 'form', 'false'],
    ['header', 'simple', 'false'],
  ];
  beforeAll(async () => {
    const operations = joined.map(
      ([location, style, explode]) => `
  /${location}-${style}:
    get:
      operationId: ${location}-${style}
      parameters: [{name: p, in: ${location}, style: ${style}, explode: ${explode}, schema: {type: array, items: {type: string}}}]${ANY_ANSWER}`,
    );
    const path = `
  /path/{p}:
    get:
      operationId: path-matrix
      parameters: [{name: p, in: path, required: true, style: matrix, schema: {type: array, items: {type: string}}}]${ANY_ANSWER}`;
    meeting = await clientMeetsServer(documentOf(operations.join('') + path));
  });
  afterAll(() => meeting.close());

  function receivedAt(location: string): unknown {
    const received = meeting.received();
    const values = location === 'query' ? received?.query : location === 'cookie' ? received?.cookies : location === 'header' ? received?.headers : received?.path;
    return (values as Record<string, unknown> | undefined)?.['p'];
  }

  // RFC 6570, which OpenAPI's styles follow, writes an empty list as nothing at all and [''] as the
  // empty text (`p=`, `;p=`, an empty header); the server read that text as [] (parameter-styles.ts).
  it.each([...joined.map(([location, style]) => [location, `${location}-${style}`]), ['path', 'path-matrix']])('%s (%s): [""] arrives as [""]', async (location, operationId) => {
    await meeting.call(operationId, { params: { [location]: { p: [''] } } });
    expect(receivedAt(location)).toEqual(['']);
    await meeting.call(operationId, { params: { [location]: { p: ['', 'a'] } } });
    expect(receivedAt(location)).toEqual(['', 'a']);
  });

  // The client wrote an empty list in a header as an empty header, the text [''] is written as.
  it.each(joined.map(([location, style]) => [location, `${location}-${style}`]))('%s (%s): an optional empty list sends nothing, and arrives as absent', async (location, operationId) => {
    await meeting.call(operationId, { params: { [location]: { p: [] } } });
    expect(receivedAt(location)).toBeUndefined();
  });
});

// openapi-fetch's default query serialiser, which the client keeps (client/default-query.ts), wrote
// a parameter's name bare: `and&` split the query and `percent%` was refused by the server as a
// malformed escape (ogen's test document names its parameters so). A name is encoded like a value.
describe('query parameters whose names hold reserved characters', () => {
  let meeting: Meeting;
  const names = ['and&', 'percent%', '=', '+', 'question?', 'a b', 'é', 'list[]'];
  beforeAll(async () => {
    const parameters = names.map((name) => `{name: ${JSON.stringify(name)}, in: query, required: true, schema: {type: string}}`).join(', ');
    meeting = await clientMeetsServer(
      documentOf(`
  /names:
    get:
      operationId: names
      parameters: [${parameters}, {name: 'l&', in: query, schema: {type: array, items: {type: integer}}}]${ANY_ANSWER}`),
    );
  });
  afterAll(() => meeting.close());

  it('arrive under their names, with their values', async () => {
    const query = { ...Object.fromEntries(names.map((name, index) => [name, `v${index} &=%`])), 'l&': [1, 2] };
    await meeting.call('names', { params: { query } });
    expect(meeting.received()?.query).toEqual(query);
  });
});

// The client read a 2xx of an operation that declares none as JSON, and rejected an empty one
// (ResponseBodyError "is empty"), though `default` said there is no body (emit/client/responses.ts).
describe('an operation whose only response is a default without content', () => {
  let meeting: Meeting;
  beforeAll(async () => {
    meeting = await clientMeetsServer(
      documentOf(`
  /logout:
    get:
      operationId: logout
      responses:
        default: {description: successful operation}`),
      { answer: () => ({ status: 200 }) },
    );
  });
  afterAll(() => meeting.close());

  it("resolves with undefined on the server's empty 200", async () => {
    await expect(meeting.call('logout')).resolves.toBeUndefined();
  });
});

// OpenAPI gives exploded spaceDelimited and pipeDelimited no spelling (`n/a`); the client writes an
// object there as openapi-fetch does, `p[r]=x`, which the server did not gather: "is required".
describe('an object in an exploded spaceDelimited or pipeDelimited query parameter', () => {
  let meeting: Meeting;
  beforeAll(async () => {
    const operation = (style: string) => `
  /${style}:
    get:
      operationId: ${style}
      parameters: [{name: p, in: query, required: true, style: ${style}, explode: true, schema: {type: object, properties: {r: {type: string}, n: {type: integer}}}}]${ANY_ANSWER}`;
    meeting = await clientMeetsServer(documentOf(operation('spaceDelimited') + operation('pipeDelimited')));
  });
  afterAll(() => meeting.close());

  it.each(['spaceDelimited', 'pipeDelimited'])('%s: arrives as the object sent', async (style) => {
    const p = { r: 'a b/é', n: 3 };
    await meeting.call(style, { params: { query: { p } } });
    expect(meeting.received()?.query).toEqual({ p });
  });
});

/**
 * A property over the styles: any text (reserved characters, unicode, empty), alone, in a list or
 * as an object's member values, written by the client in each query, path and cookie style and read
 * by the server, comes back as sent, or the client refuses it before sending (RequestInputError or
 * TypeError: a value that style cannot write, such as a space in spaceDelimited).
 */
describe('any text, in every query, path and cookie style', () => {
  const STYLES: readonly (readonly [location: string, style: string, explode: boolean])[] = [
    ['query', 'form', true],
    ['query', 'form', false],
    ['query', 'spaceDelimited', false],
    ['query', 'pipeDelimited', false],
    ['query', 'deepObject', true],
    ['path', 'simple', false],
    ['path', 'simple', true],
    ['path', 'label', false],
    ['path', 'label', true],
    ['path', 'matrix', false],
    ['path', 'matrix', true],
    ['cookie', 'form', true],
    ['cookie', 'form', false],
  ];
  const SHAPES = { text: '{type: string}', list: '{type: array, items: {type: string}}', object: '{type: object, properties: {r: {type: string}, g: {type: string}}}' } as const;
  let meeting: Meeting;
  const operationId = (index: number, shape: string) => `s${index}-${shape}`;
  beforeAll(async () => {
    const paths = STYLES.flatMap(([location, style, explode], index) =>
      Object.entries(SHAPES)
        .filter(([shape]) => style !== 'deepObject' || shape === 'object')
        .map(
          ([shape, schema]) => `
  /${operationId(index, shape)}${location === 'path' ? '/{p}' : ''}:
    get:
      operationId: ${operationId(index, shape)}
      parameters: [{name: p, in: ${location}, required: true, style: ${style}, explode: ${explode}, schema: ${schema}}]${ANY_ANSWER}`,
        ),
    );
    meeting = await clientMeetsServer(documentOf(paths.join('')));
  });
  afterAll(() => meeting.close());

  const TEXT = fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', '/', '?', '#', '&', '=', '+', ',', ';', '.', '|', '%', '%2F', '[', ']', 'é', '😀', '"', "'", '\\'), maxLength: 6 });
  const VALUE = fc.oneof(
    TEXT.map((text) => ['text', text] as const),
    fc.array(TEXT, { minLength: 1, maxLength: 3 }).map((list) => ['list', list] as const),
    fc.record({ r: TEXT, g: TEXT }).map((object) => ['object', object] as const),
  );

  it('comes back as sent, or is refused before it is sent', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(STYLES.length - 1), VALUE, async (index, [shape, value]) => {
        const [location, style] = STYLES[index]!;
        if (style === 'deepObject' && shape !== 'object') return;
        try {
          await meeting.call(operationId(index, shape), { params: { [location]: { p: value } } });
        } catch (error) {
          if (error instanceof TypeError || (error as Error).name === 'RequestInputError') return;
          throw error;
        }
        const received = meeting.received();
        const values = (location === 'query' ? received?.query : location === 'path' ? received?.path : received?.cookies) as Record<string, unknown>;
        expect(values['p']).toEqual(value);
        compared++;
      }),
      { numRuns: 80, seed: 20261128 },
    );
    // Most values are written, so the property says something about the ones that are.
    expect(compared).toBeGreaterThan(60);
  });
});

// PHP and Rails APIs name form fields with brackets (`ids[]`, `user[name]`; a Swagger 2.0 formData
// parameter becomes such a member). The server split every form name at its brackets, so
// `user[name]=x` arrived as member `name` of a `user` the schema does not have, and the client's
// `ids[][0]=a` as a flat `ids[][0]`: each call was a 400, "body field "ids[]" is required"
// (runtime/server/form-values.ts, addFormPair). A member the schema names is taken as named.
describe('form members whose declared names hold brackets', () => {
  let meeting: Meeting;
  beforeAll(async () => {
    meeting = await clientMeetsServer(
      documentOf(`
  /form:
    post:
      operationId: form
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema: {$ref: '#/components/schemas/Form'}${ANY_ANSWER}
components:
  schemas:
    Form:
      type: object
      required: ['ids[]', 'user[name]']
      properties:
        'ids[]': {type: array, items: {type: integer}}
        'user[name]': {type: string}
        'tag[]': {type: array, items: {type: object, properties: {k: {type: string}}}}
        meta: {type: object, properties: {lang: {type: string}}}`),
    );
  });
  afterAll(() => meeting.close());

  it('arrive under their names, beside members nested by brackets', async () => {
    const body = { 'ids[]': [3, 4], 'user[name]': 'ada [x]', 'tag[]': [{ k: 'a' }], meta: { lang: 'en' } };
    await meeting.call('form', { body });
    expect(meeting.received()?.body).toEqual(body);
    await meeting.call('form', { body: { 'ids[]': [5], 'user[name]': '' } });
    expect(meeting.received()?.body).toEqual({ 'ids[]': [5], 'user[name]': '' });
  });
});

// The client writes a deepObject's member names percent-encoded, brackets of its own bare
// (`f[a%5Bb%5D]=v`, client/default-query.ts). The server read the keys the query parser had
// already decoded, `f[a[b]]`, and split them at every bracket: such a member was dropped (the
// call resolved, the handler got `{}`), and `a][b` became the nested `{a: {b}}`
// (runtime/server/parameter-styles.ts, gatherDeepObject). Keys are split where the client put
// brackets, before their escapes are decoded.
describe('deepObject members whose names hold brackets', () => {
  let meeting: Meeting;
  beforeAll(async () => {
    meeting = await clientMeetsServer(
      documentOf(`
  /deep:
    get:
      operationId: deep
      parameters:
        - {name: f, in: query, style: deepObject, explode: true, schema: {type: object, additionalProperties: {}}}
        - {name: 'g[x]', in: query, schema: {type: string}}${ANY_ANSWER}`),
    );
  });
  afterAll(() => meeting.close());

  it.each(['a[b]', ']', '[', 'a][b', '[0]', 'é [x] &='])('%j arrives as the member sent', async (member) => {
    const f = Object.fromEntries([[member, 'v'], ['plain', 'w']]);
    await meeting.call('deep', { params: { query: { f, 'g[x]': 'y' } } });
    expect(meeting.received()?.query).toEqual({ f, 'g[x]': 'y' });
  });

  // The client writes one level (a member that is an object is refused before sending); other
  // clients write more, or escape the structure's brackets too (qs: `f%5Ba%5D=v`).
  it.each([
    ['f[a%5B][%5Db]=v&f[c]=w', { 'a[': { ']b': 'v' }, c: 'w' }],
    ['f%5Ba%5D=v&f[b%5D]=w', { a: 'v', 'b]': 'w' }],
    ['f[a][b]=v', { a: { b: 'v' } }],
  ])('reads %s, as sent, as %j', async (query, f) => {
    const answer = await meeting.app.inject({ method: 'GET', url: `/deep?${query}` });
    expect(answer.statusCode).toBe(200);
    expect(meeting.received()?.query).toEqual({ f });
  });
});

describe('a path value that a server decoding it again reads as a dot segment', () => {
  let meeting: Meeting;
  beforeAll(async () => {
    meeting = await clientMeetsServer(
      documentOf(`
  /things/{id}:
    get:
      operationId: thing
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}${ANY_ANSWER}`),
    );
  });
  afterAll(() => meeting.close());

  // Our server decodes a segment once, so it reads none of these as a dot; a proxy or server that
  // decodes it again would, and the client refuses them (runtime/client/path-params.ts). The
  // client's check is the wider one: what our server takes, sent by another client, is the value.
  it.each(['%25%32%65', '.%25%32%45', '%%32e', '%252e', '%2e%2e'])('%j is refused by the client, and read once decoded by our server', async (value) => {
    await expect(meeting.call('thing', { params: { path: { id: value } } })).rejects.toThrow(/dot segment/);
    expect(meeting.received()).toBeUndefined();
    const answer = await meeting.app.inject({ method: 'GET', url: `/things/${encodeURIComponent(value)}` });
    expect(answer.statusCode).toBe(200);
    expect(meeting.received()?.path).toEqual({ id: value });
  });

  it.each(['%25%32%65x', '%25%33%32%25%36%35', '...'])('%j, which no decoding makes a dot segment, arrives as sent', async (value) => {
    await meeting.call('thing', { params: { path: { id: value } } });
    expect(meeting.received()?.path).toEqual({ id: value });
  });
});
